/**
 * The GM table's one stateful piece beside the tactical table (issue 13): the GM table state
 * (gm-table.ts), the open dialog, the players' reading of the battle (their lines and rolls
 * together, src/battle/view rememberGm's fold) and the players' display. After every change of
 * the battle it renders the GM bar and panel (gm-views.ts) into their hosts, marks the templates,
 * the ping and the lens's sight on the GM's map, and publishes the players' display message
 * (gm-feed.ts), built from the players' facts only. Keys come from the screen (gmKey names).
 */
import { render, type TemplateResult } from 'lit-html';
import { agentToFile } from '../../src/agents/agent-file';
import { randomAgent } from '../../src/agents/random-agent';
import { SPECIALTIES } from '../../src/agents/specialties';
import type { Agent } from '../../src/agents/types';
import { seedRng } from '../../src/core/rng';
import type { BattleState, SideId } from '../../src/battle';
import type { GmCommand } from '../../src/battle/commands/gm-types';
import { ALL_SEEING, emptyGmMemory, gmPlan, playersFacts, playersLens, rememberGm, replayGm, sidesViewer, type GmLens, type GmMemory, type Viewer } from '../../src/battle/view';
import type { BattleSession } from '../battle/session';
import type { TableMap } from '../table/table-map';
import { DEFAULT_ROLL, rollCommand, type RollDraft } from './dice-roller';
import { doorCommand, editPanel, panelCommand, placeCommand, removeCommand, turnCommand } from './gm-edits-model';
import type { GmFeed } from './gm-feed';
import type { GmKeyAction } from './gm-keys';
import { gmOverlay } from './gm-projector';
import { playerSides } from './gm-seats';
import { GM_TABLE, gmTableStep, type GmTable, type GmTableEvent } from './gm-table';
import { addUnitView, editPanelView, gmBar, noteView, rollerView, type AddChoices, type AddDraft } from './gm-views';
import { CONE_DEGREES, FLASH_BANG_METERS, type TemplateShape, type TemplateWeapon } from './templates';

export interface GmPoolAgent {
  readonly key: string;
  readonly label: string;
  readonly agent: Agent;
}

export interface GmInit {
  readonly mapView: TableMap;
  readonly hosts: { readonly bar: HTMLElement; readonly panel: HTMLElement };
  readonly feed: GmFeed;
  /** The battle's first state (the players' reading is rebuilt from it after a rewind). */
  readonly initial: BattleState;
  /** The unit the table has selected, if any. */
  readonly selected: () => string | null;
  /** The selected unit's weapon, for the templates' band words. */
  readonly weapon: () => TemplateWeapon | null;
  readonly computer: { readonly toggle: () => void; readonly step: () => void; readonly toMove: () => boolean };
  readonly timeline: (() => void) | null;
  readonly openProjector: () => void;
  readonly pool: { readonly roster: readonly GmPoolAgent[]; readonly shipped: readonly GmPoolAgent[] };
  readonly say: (text: string) => void;
  /** The table's status and the players' display's look (title, colours) come from the table. */
  readonly publicView: (players: Viewer) => Parameters<GmFeed['publish']>[0];
  /** The GM lens changed: the table redraws with the new viewer. */
  readonly lensChanged: () => void;
}

type Dialog =
  | { readonly kind: 'none' }
  | { readonly kind: 'edit' }
  | { readonly kind: 'roll'; readonly draft: RollDraft; readonly problem: string | null }
  | { readonly kind: 'add'; readonly draft: AddDraft; readonly at: { x: number; y: number }; readonly problem: string | null }
  | { readonly kind: 'note'; readonly draft: { text: string; public: boolean }; readonly problem: string | null };

export interface GmController {
  /** A GM key (gm-keys.ts); true when it was used. */
  key(action: GmKeyAction): boolean;
  /** The session was replaced (an undo, a rewind): the players' reading is rebuilt from its log. */
  attach(session: BattleSession): void;
  /** Whose eyes the GM's map shows under the lens. */
  viewer(): Viewer;
  table(): GmTable;
  /** The GM's camera moved: the players' display follows unless pinned. */
  cameraMoved(): void;
  dispose(): void;
}

const SIGHT_RGB = 0x56b4e9;
const TEMPLATE_RGB = 0xf2a900;
const PING_RGB = 0xffffff;

export function createGmController(init: GmInit, first: BattleSession): GmController {
  const { mapView, hosts, feed } = init;
  let session = first;
  let table: GmTable = GM_TABLE;
  let dialog: Dialog = { kind: 'none' };
  let memory: GmMemory = emptyGmMemory(init.initial);
  let before: BattleState = session.state();
  let disposed = false;
  let publishDue = false;
  const players = (): SideId[] => playerSides(session.state());

  const rebuild = (): void => {
    const r = replayGm(init.initial, session.map, players(), session.commands());
    memory = r.ok ? r.memory : emptyGmMemory(session.state());
    before = session.state();
  };

  const step = (e: GmTableEvent): void => {
    const next = gmTableStep(table, e);
    const lensMoved = JSON.stringify(next.lens) !== JSON.stringify(table.lens);
    table = next;
    if (lensMoved) init.lensChanged();
    draw();
  };

  const send = (command: GmCommand | null, problem?: string): boolean => {
    if (!command) {
      if (problem) init.say(problem);
      return false;
    }
    const r = session.send(command);
    if (!r.ok) init.say(r.reason);
    return r.ok;
  };

  const selectedUnit = () => {
    const id = init.selected();
    return id === null ? undefined : session.state().units.find((u) => u.id === id);
  };

  const sides = () => session.state().sides.map((s) => ({ id: s.id, name: s.name }));

  const addChoices = (at: { x: number; y: number }): AddChoices => ({
    sides: sides(),
    roster: init.pool.roster.map((a) => ({ key: a.key, label: a.label })),
    shipped: init.pool.shipped.map((a) => ({ key: a.key, label: a.label })),
    specialties: SPECIALTIES.map((s) => s.name),
    at,
  });

  /** The agent of an add draft: the roster's or a shipped one, or a random one drawn from the battle's seed and the GM's count. */
  const agentOf = (d: AddDraft): Agent | null => {
    if (d.source === 'random') {
      const s = session.state();
      return randomAgent(seedRng(`${s.seed}/gm/${s.gm.added}`), d.pick ? { specialty: d.pick } : {}).agent;
    }
    const list = d.source === 'roster' ? init.pool.roster : init.pool.shipped;
    return (list.find((a) => a.key === d.pick) ?? list[0])?.agent ?? null;
  };

  const addCommand = (d: AddDraft, at: { x: number; y: number }): GmCommand | string => {
    const agent = agentOf(d);
    if (!agent) return d.source === 'roster' ? 'The roster is empty.' : 'No agent to add.';
    const name = d.name.trim() || agent.animal || agent.name;
    return { type: 'gm.add-unit', side: d.side, name, agent: agentToFile(agent), at: { x: at.x, y: at.y }, source: d.source, public: d.public };
  };

  const close = (): void => {
    dialog = { kind: 'none' };
    draw();
    mapView.element.focus({ preventScroll: true });
  };

  const panel = (): TemplateResult | [] => {
    switch (dialog.kind) {
      case 'none':
        return [];
      case 'edit': {
        const u = selectedUnit();
        if (!u) return [];
        return editPanelView(editPanel(u), table.tell, {
          edit: (e) => send(panelCommand(u.id, e, table.tell)),
          place: () => send(placeCommand(u.id, mapView.cursor(), table.tell)),
          remove: () => send(removeCommand(u.id, table.tell)),
        });
      }
      case 'roll': {
        const d = dialog;
        return rollerView(d.draft, d.problem, {
          change: (draft) => {
            dialog = { kind: 'roll', draft, problem: null };
            draw();
          },
          roll: () => {
            const r = rollCommand(d.draft);
            if ('problem' in r) {
              dialog = { ...d, problem: r.problem };
              draw();
            } else send(r.command);
          },
          close,
        });
      }
      case 'add': {
        const d = dialog;
        return addUnitView(d.draft, addChoices(d.at), d.problem, {
          change: (draft) => {
            dialog = { ...d, draft, problem: null };
            draw();
          },
          at: (at) => {
            dialog = { ...d, at, problem: null };
            draw();
          },
          add: () => {
            const c = addCommand(d.draft, d.at);
            if (typeof c === 'string') {
              dialog = { ...d, problem: c };
              draw();
              return;
            }
            const r = session.send(c);
            if (r.ok) close();
            else {
              dialog = { ...d, problem: r.reason };
              draw();
            }
          },
          close,
        });
      }
      case 'note': {
        const d = dialog;
        return noteView(d.draft, d.problem, {
          change: (draft) => {
            dialog = { ...d, draft, problem: null };
            draw();
          },
          write: () => {
            if (send({ type: 'gm.note', text: d.draft.text, public: d.draft.public })) {
              dialog = { kind: 'note', draft: { text: '', public: d.draft.public }, problem: null };
              draw();
            }
          },
          close,
        });
      }
    }
  };

  const marks = (): void => {
    const cells = new Set<number>();
    for (const t of table.templates.pinned) for (const c of t.cells) cells.add(c);
    mapView.mark('gm-templates', cells.size > 0 ? cells : null, TEMPLATE_RGB, 0.25);
    mapView.mark('gm-ping', table.ping ? new Set([table.ping.cell.y * session.map.width + table.ping.cell.x]) : null, PING_RGB, 0.5);
    // With the fog off, what the viewed side sees is washed in blue.
    const lens = table.lens;
    if (lens.kind !== 'gm' && !lens.fog) {
      const v = session.view(lens.kind === 'side' ? sidesViewer(lens.side) : playersLens(players()));
      const seen = new Set<number>();
      v.cells?.forEach((bits, i) => bits !== 0 && seen.add(i));
      mapView.mark('gm-sight', seen, SIGHT_RGB, 0.16);
    } else mapView.mark('gm-sight', null, SIGHT_RGB);
  };

  const publish = (): void => {
    publishDue = false;
    if (disposed) return;
    const p = players();
    const facts = playersFacts(session.flow(), memory, p);
    const cam = mapView.camera();
    feed.publish(init.publicView(playersLens(p)), gmOverlay(facts, table, { x: cam.x, y: cam.y, zoom: cam.zoom }));
  };
  const schedulePublish = (): void => {
    if (publishDue) return;
    publishDue = true;
    queueMicrotask(publish);
  };

  function draw(): void {
    if (disposed) return;
    const flow = session.flow();
    render(
      gmBar(
        { table, sides: sides(), computerToMove: init.computer.toMove(), plan: table.paused ? gmPlan(flow) : null, canTimeline: false },
        {
          lens: (lens: GmLens) => step({ type: 'lens', lens }),
          fog: () => step({ type: 'fog.toggle' }),
          tell: () => step({ type: 'tell.toggle' }),
          pause: () => {
            init.computer.toggle();
            step({ type: 'pause.toggle' });
          },
          step: () => init.computer.step(),
          timeline: () => init.timeline?.(),
          blackout: () => step({ type: 'blackout.toggle' }),
          ping: () => step({ type: 'ping', cell: mapView.cursor() }),
          pinCamera: () => step(table.pinned ? { type: 'camera.follow' } : { type: 'camera.pin', camera: mapView.camera() }),
          openProjector: init.openProjector,
          removeTemplate: (id) => step({ type: 'template.remove', id }),
        },
      ),
      hosts.bar,
    );
    render(panel(), hosts.panel);
    marks();
    schedulePublish();
  }

  const template = (kind: TemplateShape['kind']): boolean => {
    const u = selectedUnit();
    const to = mapView.cursor();
    const from = u?.cell ?? to;
    const shape: TemplateShape =
      kind === 'ruler' ? { kind, from, to } : kind === 'radius' ? { kind, centre: to, meters: FLASH_BANG_METERS } : { kind, origin: from, toward: to, degrees: CONE_DEGREES };
    if (kind !== 'radius' && from.x === to.x && from.y === to.y) {
      init.say('Move the cursor away from the selected unit first (Shift + arrow keys).');
      return true;
    }
    step({ type: 'template.pin', map: session.map, shape, weapon: init.weapon() });
    return true;
  };

  const open = (d: Dialog): boolean => {
    dialog = d;
    draw();
    hosts.panel.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    return true;
  };

  const api: GmController = {
    key(action) {
      const u = selectedUnit();
      const needUnit = (): boolean => {
        init.say('Select a unit first (Tab, or click it).');
        return true;
      };
      switch (action) {
        case 'edit':
          return u ? open({ kind: 'edit' }) : needUnit();
        case 'place':
          if (!u) return needUnit();
          send(placeCommand(u.id, mapView.cursor(), table.tell));
          return true;
        case 'face-left':
        case 'face-right':
          if (!u) return needUnit();
          send(turnCommand(u, action === 'face-left' ? -1 : 1, table.tell));
          return true;
        case 'remove':
          if (!u) return needUnit();
          send(removeCommand(u.id, table.tell));
          return true;
        case 'add': {
          const at = mapView.cursor();
          const side = u?.side ?? session.state().sides[1]?.id ?? 'a';
          return open({ kind: 'add', at, draft: { side, source: init.pool.roster.length > 0 ? 'roster' : 'shipped', pick: '', name: '', public: table.tell }, problem: null });
        }
        case 'door': {
          const r = doorCommand(session.state(), mapView.cursor(), table.tell);
          if ('problem' in r) init.say(r.problem);
          else send(r.command);
          return true;
        }
        case 'roll':
          return open({ kind: 'roll', draft: { ...DEFAULT_ROLL, public: table.tell }, problem: null });
        case 'note':
          return open({ kind: 'note', draft: { text: '', public: table.tell }, problem: null });
        case 'public':
          step({ type: 'tell.toggle' });
          init.say(table.tell ? 'GM edits are now told to the players.' : 'GM edits are now private.');
          return true;
        case 'view-as':
          step({ type: 'view-as.next', sides: session.state().sides.map((s) => s.id) });
          return true;
        case 'fog':
          step({ type: 'fog.toggle' });
          return true;
        case 'pause':
          init.computer.toggle();
          step({ type: 'pause.toggle' });
          return true;
        case 'step':
          init.computer.step();
          return true;
        case 'timeline':
          init.timeline?.();
          return init.timeline !== null;
        case 'blackout':
          step({ type: 'blackout.toggle' });
          return true;
        case 'ping':
          step({ type: 'ping', cell: mapView.cursor() });
          return true;
        case 'pin-camera':
          step(table.pinned ? { type: 'camera.follow' } : { type: 'camera.pin', camera: mapView.camera() });
          return true;
        case 'ruler':
          return template('ruler');
        case 'radius':
          return template('radius');
        case 'cone':
          return template('cone');
        case 'unpin':
          step({ type: 'template.remove-newest' });
          return true;
      }
    },
    attach(next) {
      unlisten();
      session = next;
      unlisten = listen(next);
      rebuild();
      draw();
    },
    viewer() {
      const lens = table.lens;
      if (lens.kind === 'gm' || !lens.fog) return ALL_SEEING;
      return lens.kind === 'side' ? sidesViewer(lens.side) : playersLens(players());
    },
    table: () => table,
    cameraMoved() {
      if (table.pinned === null) schedulePublish();
    },
    dispose() {
      disposed = true;
      unlisten();
      render([], hosts.bar);
      render([], hosts.panel);
      for (const name of ['gm-templates', 'gm-ping', 'gm-sight']) mapView.mark(name, null, 0);
      feed.end();
    },
  };

  const listen = (s: BattleSession) =>
    s.onChange((events) => {
      const after = s.state();
      // The players' reading folds each change (a command, with the round's own steps it set off).
      memory = rememberGm(memory, s.map, players(), before, after, events);
      before = after;
      draw();
    });
  let unlisten = listen(session);
  rebuild();
  draw();
  return api;
}

/**
 * The GM table's stateful piece beside the tactical table: the GM table state (gm-table.ts), the
 * players' reading of the battle (their lines and rolls together, src/battle/view rememberGm's
 * fold) and the players' display. After every change of the battle it renders the GM bar
 * (gm-views.ts) and the open dialog (gm-dialogs.ts) into their hosts, marks the templates, the
 * ping and the lens's sight on the GM's map, and publishes the players' display message
 * (gm-feed.ts), built from the players' facts only. Keys come from the screen (gmKey names).
 */
import { render } from 'lit-html';
import type { BattleState, SideId } from '../../src/battle';
import type { GmCommand } from '../../src/battle/commands/gm-types';
import { ALL_SEEING, emptyGmMemory, gmPlan, playersFacts, playersLens, rememberGm, replayGm, sidesViewer, type GmLens, type GmMemory, type Viewer } from '../../src/battle/view';
import type { BattleSession } from '../battle/session';
import type { TableFlowEvent, TableWaiting } from '../flow/table-flow';
import type { TableMap } from '../table/table-map';
import type { GmPool } from './gm-add';
import { createGmDialogs } from './gm-dialogs';
import { doorCommand, placeCommand, removeCommand, turnCommand } from './gm-edits-model';
import type { GmFeed } from './gm-feed';
import { isUnitKey, type GmKeyAction, type GmTableKey } from './gm-keys';
import { gmOverlay } from './gm-projector';
import { isQuickEdit, quickEdit } from './gm-quick-edits';
import { computerSides, gmWaiting, holdEvent, playerSides } from './gm-seats';
import { GM_TABLE, anythingHeld, gmTableStep, isHeld, type GmTable, type GmTableEvent } from './gm-table';
import { gmBar } from './gm-bar';
import { CONE_DEGREES, FLASH_BANG_METERS, type TemplateShape, type TemplateWeapon } from './templates';

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
  /** The table's flow machine: the GM held or released a side (it asks `hold` again); one step of a held one. */
  readonly computer: { readonly holdChanged: () => void; readonly step: () => void };
  readonly timeline: (() => void) | null;
  readonly openProjector: () => void;
  readonly pool: GmPool;
  readonly say: (text: string) => void;
  /** The table's status and the players' display's look (title, colours) come from the table. */
  readonly publicView: (players: Viewer) => Parameters<GmFeed['publish']>[0];
  /** The GM lens changed: the table redraws with the new viewer. */
  readonly lensChanged: () => void;
}

export interface GmController {
  /** A GM key (gm-keys.ts); true when it was used. */
  key(action: GmKeyAction): boolean;
  /** The session was replaced (an undo, a rewind): the players' reading is rebuilt from its log. */
  attach(session: BattleSession): void;
  /** Whose eyes the GM's map shows under the lens. */
  viewer(): Viewer;
  table(): GmTable;
  /** The table flow machine's pause or resume for what the table waits for (the sides the GM holds). */
  hold(waiting: TableWaiting): TableFlowEvent | null;
  /** The GM's camera moved: the players' display follows unless pinned. */
  cameraMoved(): void;
  /** The table redrew (the cursor may have moved): the mission panel names the light under the cursor. */
  tableDrawn(): void;
  dispose(): void;
}

const SIGHT_RGB = 0x56b4e9;
const TEMPLATE_RGB = 0xf2a900;
const PING_RGB = 0xffffff;

export function createGmController(init: GmInit, first: BattleSession): GmController {
  const { mapView, hosts, feed } = init;
  let session = first;
  let table: GmTable = GM_TABLE;
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
    const holdMoved = next.held !== table.held;
    table = next;
    if (lensMoved) init.lensChanged();
    if (holdMoved) init.computer.holdChanged();
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

  const dialogs = createGmDialogs({
    state: () => session.state(),
    selected: selectedUnit,
    cursor: () => mapView.cursor(),
    tell: () => table.tell,
    pool: init.pool,
    send: (c) => send(c),
    trySend: (c) => {
      const r = session.send(c);
      return r.ok ? null : r.reason;
    },
    changed: () => draw(),
    closed: () => mapView.element.focus({ preventScroll: true }),
  });

  const marks = (): void => {
    const cells = new Set<number>();
    for (const t of table.templates.pinned) for (const c of t.cells) cells.add(c);
    mapView.mark('gm-templates', cells.size > 0 ? cells : null, TEMPLATE_RGB, 0.14);
    mapView.outlines(table.templates.pinned.map((t) => ({ shape: t.outline, label: t.label })));
    mapView.mark('gm-anchor', table.anchor ? new Set([table.anchor.y * session.map.width + table.anchor.x]) : null, TEMPLATE_RGB, 0.45);
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

  const anchor = (): void => {
    step({ type: 'anchor', cell: mapView.cursor() });
    const a = table.anchor;
    init.say(a ? `The next ruler or cone starts at (${a.x}, ${a.y}): aim it with the cursor, then Shift+L or Shift+C.` : 'The next ruler or cone starts at the selected unit.');
  };
  const ping = (): void => {
    const cell = mapView.cursor();
    step({ type: 'ping', cell });
    mapView.ping(cell);
  };
  const holdAll = (): void => step({ type: 'hold.all', computer: computerSides(session.state()) });
  const pinCamera = (): void => step(table.pinned ? { type: 'camera.follow' } : { type: 'camera.pin', camera: mapView.camera() });

  /** The computer mover the table waits for now, in the bar's words. */
  const mover = () => {
    const w = gmWaiting(session.flow());
    if (w.kind !== 'computer') return null;
    const name = w.seat === null ? 'the round' : (session.state().sides.find((s) => s.id === w.seat)?.name ?? w.seat);
    return { name, held: isHeld(table.held, w.seat) };
  };

  function draw(): void {
    if (disposed) return;
    const state = session.state();
    const sides = state.sides.map((s) => ({ id: s.id, name: s.name }));
    render(
      gmBar(
        {
          table,
          sides,
          computer: computerSides(state).map((id) => ({ id, name: sides.find((s) => s.id === id)?.name ?? id, held: table.held.sides.includes(id) })),
          mover: mover(),
          plan: anythingHeld(table.held) ? gmPlan(session.flow()) : null,
          canTimeline: false,
          mission: state.mission !== null,
        },
        {
          lens: (lens: GmLens) => step({ type: 'lens', lens }),
          fog: () => step({ type: 'fog.toggle' }),
          tell: () => step({ type: 'tell.toggle' }),
          holdAll,
          hold: (side) => step({ type: 'hold.side', side }),
          step: () => init.computer.step(),
          timeline: () => init.timeline?.(),
          blackout: () => step({ type: 'blackout.toggle' }),
          ping,
          anchor,
          pinCamera,
          openProjector: init.openProjector,
          open: (dialog) => open(dialog),
          template: (kind) => template(kind),
          removeTemplate: (id) => step({ type: 'template.remove', id }),
          logs: () => step({ type: 'logs.toggle' }),
        },
      ),
      hosts.bar,
    );
    // The logs row folds away under the map column's grid (gm.css).
    if (hosts.bar.parentElement) hosts.bar.parentElement.dataset.logs = table.logs ? 'shown' : 'folded';
    render(dialogs.template(), hosts.panel);
    marks();
    schedulePublish();
  }

  const template = (kind: TemplateShape['kind']): boolean => {
    const to = mapView.cursor();
    const from = table.anchor ?? selectedUnit()?.cell ?? to;
    const shape: TemplateShape =
      kind === 'ruler' ? { kind, from, to } : kind === 'radius' ? { kind, centre: to, meters: FLASH_BANG_METERS } : { kind, origin: from, toward: to, degrees: CONE_DEGREES };
    if (kind !== 'radius' && from.x === to.x && from.y === to.y) {
      init.say(`Move the cursor away from ${table.anchor ? 'the chosen start' : 'the selected unit'} first (Shift + arrow keys).`);
      return true;
    }
    step({ type: 'template.pin', map: session.map, shape, weapon: init.weapon() });
    return true;
  };

  function open(kind: Parameters<typeof dialogs.open>[0]): boolean {
    dialogs.open(kind);
    hosts.panel.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    return true;
  }

  /** The keys that need no unit. */
  const tableKey = (action: GmTableKey): boolean => {
    switch (action) {
      case 'add':
      case 'roll':
      case 'note':
      case 'doors':
      case 'sides':
        return open(action);
      case 'mission':
        if (!session.state().mission) {
          init.say('This battle is not a mission.');
          return true;
        }
        return open(action);
      case 'door': {
        const r = doorCommand(session.state(), mapView.cursor(), table.tell);
        if ('problem' in r) init.say(r.problem);
        else send(r.command);
        return true;
      }
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
        holdAll();
        init.say(anythingHeld(table.held) ? 'The computer is held: Step (.) for one move, comma (,) to release.' : 'The computer plays again.');
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
        ping();
        return true;
      case 'pin-camera':
        pinCamera();
        return true;
      case 'ruler':
      case 'radius':
      case 'cone':
        return template(action);
      case 'unpin':
        step({ type: 'template.remove-newest' });
        return true;
      case 'anchor':
        anchor();
        return true;
    }
  };

  const api: GmController = {
    key(action) {
      if (!isUnitKey(action)) return tableKey(action);
      const u = selectedUnit();
      if (!u) {
        init.say('Select a unit first (Tab, or click it).');
        return true;
      }
      if (isQuickEdit(action)) {
        const r = quickEdit(u, action, table.tell);
        if ('problem' in r) init.say(r.problem);
        else send(r.command);
        return true;
      }
      switch (action) {
        case 'edit':
          return open('edit');
        case 'place':
          send(placeCommand(u.id, mapView.cursor(), table.tell));
          return true;
        case 'face-left':
        case 'face-right':
          send(turnCommand(u, action === 'face-left' ? -1 : 1, table.tell));
          return true;
        case 'remove':
          send(removeCommand(u.id, table.tell));
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
    hold: (waiting) => holdEvent(table.held, waiting),
    cameraMoved() {
      if (table.pinned === null) schedulePublish();
    },
    tableDrawn() {
      if (!disposed && dialogs.kind() === 'mission') render(dialogs.template(), hosts.panel);
    },
    dispose() {
      disposed = true;
      unlisten();
      render([], hosts.bar);
      render([], hosts.panel);
      for (const name of ['gm-templates', 'gm-anchor', 'gm-ping', 'gm-sight']) mapView.mark(name, null, 0);
      mapView.outlines([]);
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

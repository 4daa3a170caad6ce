/**
 * The GM's panel: one dialog at a time (the edit panel of the selected unit, the dice roller,
 * adding a unit, the doors, who plays each side, a note, a mission's awareness, alarm and light), its draft and its problem, and the GM command
 * each one sends. The controller (gm-controller.ts) owns the table and the keys; this part owns
 * what the panel shows and answers, so either can change without the other.
 */
import type { TemplateResult } from 'lit-html';
import { AGENT_LEVELS } from '../../src/agents/levels';
import { SPECIALTIES } from '../../src/agents/specialties';
import type { BattleState, Unit } from '../../src/battle';
import type { GmCommand } from '../../src/battle/commands/gm-types';
import { DEFAULT_ROLL, rollCommand, type RollDraft } from './dice-roller';
import { addCommand, addDraft, type AddDraft, type GmPool } from './gm-add';
import { doorList, editPanel, panelCommand, placeCommand, removeCommand } from './gm-edits-model';
import { controllerFor, sideRows } from './gm-seats';
import { addUnitView, doorsView, editPanelView, noteView, rollerView, sidesView } from './gm-views';
import { alarmCommand, awarenessCommand, gmMissionPanel, gmMissionView, lightCommand, spanRect, type LightSpan } from './gm-mission';
import type { Point } from './templates';

export type GmDialog =
  | { readonly kind: 'none' }
  | { readonly kind: 'edit' }
  | { readonly kind: 'roll'; readonly draft: RollDraft; readonly problem: string | null }
  | { readonly kind: 'add'; readonly draft: AddDraft; readonly at: Point; readonly problem: string | null }
  | { readonly kind: 'doors' }
  | { readonly kind: 'sides' }
  | { readonly kind: 'mission'; readonly span: LightSpan }
  | { readonly kind: 'note'; readonly draft: { text: string; public: boolean }; readonly problem: string | null };

export interface DialogHost {
  readonly state: () => BattleState;
  readonly selected: () => Unit | undefined;
  readonly cursor: () => Point;
  /** Whether the next edits are told to the players. */
  readonly tell: () => boolean;
  readonly pool: GmPool;
  /** Sends a GM command; the refusal is said by the host. */
  readonly send: (command: GmCommand) => boolean;
  /** Sends a command and gives the core's refusal back (shown in the dialog). */
  readonly trySend: (command: GmCommand) => string | null;
  /** The panel changed: draw again. */
  readonly changed: () => void;
  /** The panel closed: the map takes the keys again. */
  readonly closed: () => void;
}

export interface GmDialogs {
  kind(): GmDialog['kind'];
  /** Opens a dialog: the edit panel, the roller, the doors, a note, or adding a unit at the cursor. */
  open(kind: 'edit' | 'roll' | 'add' | 'doors' | 'sides' | 'note' | 'mission'): void;
  close(): void;
  template(): TemplateResult | [];
}

export function createGmDialogs(host: DialogHost): GmDialogs {
  let dialog: GmDialog = { kind: 'none' };
  const set = (d: GmDialog): void => {
    dialog = d;
    host.changed();
  };
  const close = (): void => {
    dialog = { kind: 'none' };
    host.changed();
    host.closed();
  };
  const battle = () => ({ seed: host.state().seed, added: host.state().gm.added });

  const template = (): TemplateResult | [] => {
    const tell = host.tell();
    switch (dialog.kind) {
      case 'none':
        return [];
      case 'edit': {
        const u = host.selected();
        if (!u) return [];
        return editPanelView(editPanel(u), tell, {
          edit: (e) => host.send(panelCommand(u.id, e, tell)),
          place: () => host.send(placeCommand(u.id, host.cursor(), tell)),
          remove: () => host.send(removeCommand(u.id, tell)),
        });
      }
      case 'roll': {
        const d = dialog;
        return rollerView(d.draft, d.problem, {
          change: (draft) => set({ kind: 'roll', draft, problem: null }),
          roll: () => {
            const r = rollCommand(d.draft);
            if ('problem' in r) set({ ...d, problem: r.problem });
            else host.send(r.command);
          },
          close,
        });
      }
      case 'add': {
        const d = dialog;
        const s = host.state();
        return addUnitView(
          d.draft,
          {
            sides: s.sides.map((x) => ({ id: x.id, name: x.name })),
            roster: host.pool.roster.map((a) => ({ key: a.key, label: a.label })),
            shipped: host.pool.shipped.map((a) => ({ key: a.key, label: a.label })),
            specialties: SPECIALTIES.map((x) => x.name),
            levels: AGENT_LEVELS,
            at: d.at,
          },
          d.problem,
          {
            change: (draft) => set({ ...d, draft, problem: null }),
            at: (at) => set({ ...d, at, problem: null }),
            add: () => {
              const c = addCommand(d.draft, d.at, host.pool, battle());
              const problem = typeof c === 'string' ? c : host.trySend(c);
              if (problem) set({ ...d, problem });
              else close();
            },
            close,
          },
        );
      }
      case 'doors': {
        const u = host.selected();
        const near = u?.cell ?? host.cursor();
        return doorsView(doorList(host.state(), near, tell), u ? u.name : 'the cursor', { door: (_, a) => host.send(a.command), close });
      }
      case 'sides':
        return sidesView(sideRows(host.state()), { play: (side, by) => host.send({ type: 'gm.control', side, controller: controllerFor(by), public: tell }), close });
      case 'mission': {
        const d = dialog;
        const s = host.state();
        const p = gmMissionPanel(s, host.selected()?.id ?? null, host.cursor());
        if (!p) return [];
        return gmMissionView(p, d.span, tell, {
          awareness: (unit, to) => host.send(awarenessCommand(unit, to, tell)),
          alarm: (raised) => host.send(alarmCommand(raised, tell)),
          light: (level) => host.send(lightCommand(spanRect(s, host.cursor(), d.span), level, tell)),
          span: (span) => set({ kind: 'mission', span }),
          close,
        });
      }
      case 'note': {
        const d = dialog;
        return noteView(d.draft, d.problem, {
          change: (draft) => set({ ...d, draft, problem: null }),
          write: () => {
            if (host.send({ type: 'gm.note', text: d.draft.text, public: d.draft.public })) set({ kind: 'note', draft: { text: '', public: d.draft.public }, problem: null });
          },
          close,
        });
      }
    }
  };

  return {
    kind: () => dialog.kind,
    open(kind) {
      const tell = host.tell();
      switch (kind) {
        case 'edit':
        case 'doors':
        case 'sides':
          set({ kind });
          return;
        case 'mission':
          set({ kind, span: 1 });
          return;
        case 'roll':
          set({ kind, draft: { ...DEFAULT_ROLL, public: tell }, problem: null });
          return;
        case 'note':
          set({ kind, draft: { text: '', public: tell }, problem: null });
          return;
        case 'add': {
          const side = host.selected()?.side ?? host.state().sides[1]?.id ?? 'a';
          set({ kind, at: host.cursor(), draft: addDraft(side, host.pool, tell), problem: null });
          return;
        }
      }
    },
    close,
    template,
  };
}

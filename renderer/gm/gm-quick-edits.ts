/**
 * The GM's one-key edits of the selected unit (gm-keys.ts): a wound box marked or cleared, a
 * round or a spare magazine more or less, a state switched on or off. Each becomes one GM command
 * (src/battle/commands/gm-types.ts), or a sentence saying why there is nothing to change; the
 * core still refuses what cannot stand. The edit panel (Shift + E) sets any value at once.
 */
import type { Unit } from '../../src/battle';
import type { GmCommand } from '../../src/battle/commands/gm-types';
import type { GmWoundRow } from '../../src/battle/state/gm';
import { WOUND_ROWS } from '../../src/ops/data/wound-chart';

export const QUICK_EDITS = ['wound.mark', 'wound.clear', 'rounds.more', 'rounds.less', 'spares.more', 'spares.less', 'dodging', 'blind', 'out', 'let-go'] as const;

export type QuickEdit = (typeof QUICK_EDITS)[number];

export const isQuickEdit = (a: string): a is QuickEdit => (QUICK_EDITS as readonly string[]).includes(a);

export type QuickResult = { readonly command: GmCommand } | { readonly problem: string };

type QuickUnit = Pick<Unit, 'id' | 'name' | 'condition' | 'status' | 'weapons' | 'weapon' | 'dodging' | 'blindRounds' | 'hold' | 'heldBy'>;

const marked = (u: QuickUnit, row: GmWoundRow): number => (row === 'dead' ? (u.condition.wounds.dead ? 1 : 0) : u.condition.wounds[row]);

/** The firearm the edit is about: the one in hand, else the first one with a magazine. */
function firearm(u: QuickUnit): number {
  if (u.weapon >= 0 && (u.weapons[u.weapon]?.magazine ?? 0) > 0) return u.weapon;
  return u.weapons.findIndex((w) => w.magazine > 0);
}

export function quickEdit(u: QuickUnit, edit: QuickEdit, isPublic: boolean): QuickResult {
  const unit = u.id;
  switch (edit) {
    case 'wound.mark': {
      // The lightest row with a free box, as a wound that finds its row full moves up (R-OPS-22).
      const row = WOUND_ROWS.find((r) => marked(u, r.id) < r.boxes);
      if (!row) return { problem: `Every wound box of ${u.name} is marked (Shift + E to mark dead).` };
      return { command: { type: 'gm.wounds', unit, row: row.id, marked: marked(u, row.id) + 1, public: isPublic } };
    }
    case 'wound.clear': {
      const rows: GmWoundRow[] = ['dead', ...WOUND_ROWS.map((r) => r.id).reverse()];
      const row = rows.find((r) => marked(u, r) > 0);
      if (!row) return { problem: `${u.name} has no wound box marked.` };
      return { command: { type: 'gm.wounds', unit, row, marked: marked(u, row) - 1, public: isPublic } };
    }
    case 'rounds.more':
    case 'rounds.less':
    case 'spares.more':
    case 'spares.less': {
      const i = firearm(u);
      const w = u.weapons[i];
      if (!w) return { problem: `${u.name} carries no firearm.` };
      const by = edit.endsWith('more') ? 1 : -1;
      const loaded = edit.startsWith('rounds') ? w.loaded + by : w.loaded;
      const spares = edit.startsWith('spares') ? w.spares + by : w.spares;
      if (loaded < 0 || loaded > w.magazine) return { problem: `The ${w.name}'s magazine holds 0 to ${w.magazine} rounds.` };
      if (spares < 0) return { problem: `${u.name} has no spare magazine for the ${w.name}.` };
      return { command: { type: 'gm.ammo', unit, weapon: i, loaded, spares, public: isPublic } };
    }
    case 'dodging':
      return { command: { type: 'gm.state', unit, set: { state: 'dodging', on: !u.dodging }, public: isPublic } };
    case 'blind':
      return { command: { type: 'gm.state', unit, set: { state: 'blind', rounds: u.blindRounds > 0 ? 0 : 1 }, public: isPublic } };
    case 'out':
      return { command: { type: 'gm.state', unit, set: { state: 'out', on: u.status !== 'out' }, public: isPublic } };
    case 'let-go':
      if (u.heldBy !== null) return { command: { type: 'gm.state', unit, set: { state: 'grabbed', by: null }, public: isPublic } };
      if (u.hold !== null) return { command: { type: 'gm.state', unit, set: { state: 'holding', until: null }, public: isPublic } };
      return { problem: `${u.name} neither holds nor is held.` };
  }
}

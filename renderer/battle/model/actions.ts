/**
 * The acting unit's actions as data: each one a button the view draws and a key answers to, with
 * the command it sends (or why it cannot be taken), built from the seat view's legal actions.
 * New actions are one more builder in ACTION_BUILDERS (renderer/battle/README.md "Adding an
 * action"); the view, the keys and the tests pick them up by id.
 */
import type { BattleCommand, LegalActions, Unit } from '../../../src/battle';
import type { Cell } from '../../../src/battle/geometry';
import { firstAidInput } from '../../../src/battle/commands/support';
import { percent, type SeatView } from '../../../src/battle/view';
import { ladderWord } from '../../../src/core/ladder';
import { firstAidOdds } from '../../../src/ops/time/first-aid';
import { RULE_KEYS } from '../rule-keys';
import type { TableUi } from './ui-state';
import { missionActions } from '../mission/mission-actions';

export interface ActionItem {
  /** Stable: the key map and the tests find actions by it ('reload', 'dodge', 'door:3,4:open'...). */
  readonly id: string;
  readonly label: string;
  /** The key that takes it, as aria-keyshortcuts spells it ("R", "Shift+H"). */
  readonly keys?: string;
  readonly enabled: boolean;
  /** Why it cannot be taken now, when disabled. */
  readonly why?: string;
  readonly command: BattleCommand | null;
  /** Its odds or cost in words, shown beside it ("81.5% to work", "the action"). */
  readonly detail?: string;
  readonly tone?: 'primary' | 'end' | 'warn';
  /** Its key asks before it is taken: it costs the action where the same key was free before (a second weapon change, R-OPS-34). */
  readonly asks?: boolean;
}

/** A labelled choice (a select) that goes with an action: whom to treat, how long to hold. */
export interface Choice {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

export interface ActionContext {
  readonly view: SeatView;
  readonly unit: Unit;
  readonly legal: LegalActions;
  readonly ui: TableUi;
  /** The map's keyboard cursor (the flash-bang's cell). */
  readonly cursor: Cell;
  readonly name: (id: string) => string;
}

const item = (id: string, label: string, command: BattleCommand | null, extra: Partial<ActionItem> = {}): ActionItem => ({
  id,
  label,
  command,
  enabled: command !== null && extra.enabled !== false,
  ...extra,
});

/** The hold choice (R-OPS-28): to a lower value, or until a unit the seat sees acts. */
export function holdChoice(c: ActionContext): Choice {
  const below = Math.ceil(c.legal.holdBelow) - 1;
  const options = [{ value: `v:${below}`, label: `to initiative ${below}` }, ...c.legal.holdUntil.map((id) => ({ value: `u:${id}`, label: `until ${c.name(id)} acts` }))];
  const value = options.some((o) => o.value === c.ui.hold) ? (c.ui.hold ?? options[0]?.value ?? '') : (options[0]?.value ?? '');
  return { id: 'bt-hold-until', label: 'Hold', value, options };
}

export function aidChoice(c: ActionContext): Choice | null {
  if (c.legal.firstAid.length === 0) return null;
  const options = c.legal.firstAid.map((id) => ({ value: id, label: c.name(id) }));
  const value = c.ui.patient !== null && c.legal.firstAid.includes(c.ui.patient) ? c.ui.patient : (options[0]?.value ?? '');
  return { id: 'bt-first-aid', label: 'First aid on', value, options };
}

type Builder = (c: ActionContext) => ActionItem[];

const reload: Builder = (c) => {
  const w = c.unit.weapons[c.unit.weapon];
  const why = !w ? 'No firearm in hand.' : w.loaded >= w.magazine ? 'Fully loaded.' : 'No spare magazine.';
  return [item('reload', 'Reload', c.legal.reload ? { type: 'unit.reload', unit: c.unit.id } : null, { keys: 'R', why, detail: 'the action' })];
};

const dodge: Builder = (c) => [
  item('dodge', 'Dodge', c.legal.dodge && !c.unit.turn.acted ? { type: 'unit.dodge', unit: c.unit.id } : null, {
    keys: 'D',
    why: c.unit.turn.acted ? 'The action is spent.' : 'Held: it can only try to escape.',
    detail: '+1 to hit it this round; the action',
  }),
];

const hold: Builder = (c) => {
  const v = holdChoice(c).value;
  const until = v.startsWith('u:') ? { unit: v.slice(2) } : { value: Number(v.slice(2)) };
  return [item('hold', 'Hold', { type: 'unit.hold', unit: c.unit.id, until }, { keys: 'H', detail: 'keeps the walk left' })];
};

const flashBang: Builder = (c) => [
  item('throw', `Flash-bang at (${c.cursor.x}, ${c.cursor.y})`, c.legal.canThrow ? { type: 'unit.throw', unit: c.unit.id, at: c.cursor } : null, {
    keys: 'X',
    why: c.unit.flashBangs > 0 ? 'Held: it can only try to escape.' : 'No flash-bang left.',
    detail: 'the action',
  }),
];

const firstAid: Builder = (c) => {
  const choice = aidChoice(c);
  const patient = choice ? c.view.own.find((u) => u.id === choice.value) : undefined;
  const input = firstAidInput(c.unit);
  const odds = patient ? firstAidOdds(patient.condition, input) : null;
  return [
    item('first-aid', 'First aid', patient ? { type: 'unit.first-aid', unit: c.unit.id, patient: patient.id } : null, {
      keys: 'I',
      why: 'Nobody next to it is bleeding or dying.',
      detail: odds === null ? 'the action' : 'ok' in odds ? odds.rejected : odds.chance > 0 ? `${percent(odds.chance)} to work; the action` : noChance(c.unit.name, input.firstAid, odds),
    }),
  ];
};

/** Why a First Aid try cannot work: what it needs, and the best the medic's three dice reach (R-OPS-25/26). */
function noChance(medic: string, rating: number, odds: { readonly reason: string; readonly effective: number; readonly modifiers: readonly { readonly value: number; readonly reason: string }[] }): string {
  const mods = odds.modifiers.filter((m) => m.value !== 0).map((m) => `, ${m.value > 0 ? '+' : ''}${m.value} ${m.reason}`).join('');
  return `0% to work: it needs ${odds.reason}; ${medic}'s First Aid (${ladderWord(rating)}${mods}) reaches ${ladderWord(odds.effective + 3)} at best`;
}

/** The weapon W takes in hand: the next one after the weapon in hand, round the list. */
function nextWeapon(c: ActionContext): number | undefined {
  const numbers = c.legal.switchTo.flatMap((s) => (typeof s.to === 'number' && s.to !== c.unit.weapon ? [s.to] : [])).sort((a, b) => a - b);
  const from = typeof c.unit.weapon === 'number' ? c.unit.weapon : -1;
  return numbers.find((n) => n > from) ?? numbers[0];
}

const weapons: Builder = (c) => {
  const next = nextWeapon(c);
  return c.legal.switchTo
    .filter((s) => s.to !== c.unit.weapon)
    .map((s) =>
      item(`switch:${String(s.to)}`, s.to === 'none' ? 'Put the weapon away' : `Take the ${s.name ?? 'weapon'} in hand`, { type: 'unit.switch', unit: c.unit.id, to: s.to }, {
        detail: s.action ? 'the action' : 'free',
        asks: s.action,
        ...(s.to === 'none' ? { keys: RULE_KEYS['put-away'] } : s.to === next ? { keys: RULE_KEYS['next-weapon'] } : {}),
      }),
    );
};

const pickUp: Builder = (c) =>
  c.legal.pickUp.map((p, i) => item(`pick-up:${p.item}`, `Pick up the ${p.name}`, { type: 'unit.pick-up', unit: c.unit.id, item: p.item }, { detail: 'the action', ...(i === 0 ? { keys: RULE_KEYS['pick-up'] } : {}) }));

const DOOR_WORDS = { open: 'Open', close: 'Close', pick: 'Pick the lock of', kick: 'Kick', charge: 'Blow' } as const;
const DOOR_KEYS = { open: RULE_KEYS['door-use'], close: RULE_KEYS['door-use'], pick: RULE_KEYS['door-pick'], kick: RULE_KEYS['door-kick'], charge: RULE_KEYS['door-charge'] } as const;

const doors: Builder = (c) => {
  const all = c.legal.doors.flatMap((d) => d.actions.map((a) => ({ at: d.at, action: a.action, chance: a.chance })));
  // Each door key takes its action on the door under the cursor, else on the first door that offers it.
  const underCursor = (at: Cell): boolean => at.x === c.cursor.x && at.y === c.cursor.y;
  const keyed = new Set(
    [...new Set(all.map((d) => DOOR_KEYS[d.action]))].map((k) => {
      const offered = all.filter((d) => DOOR_KEYS[d.action] === k);
      return offered.find((d) => underCursor(d.at)) ?? offered[0];
    }),
  );
  return all.map((d) =>
    item(`door:${d.at.x},${d.at.y}:${d.action}`, `${DOOR_WORDS[d.action]} the door at (${d.at.x}, ${d.at.y})`, { type: 'unit.door', unit: c.unit.id, at: d.at, action: d.action }, {
      detail: d.chance >= 1 ? (d.action === 'open' || d.action === 'close' ? '2 m of the walk' : 'the action') : `${percent(d.chance)} to work; the action`,
      ...(keyed.has(d) ? { keys: DOOR_KEYS[d.action] } : {}),
    }),
  );
};

/** Every action but the attack and the end of the turn (those are in the action bar). */
export const ACTION_BUILDERS: readonly Builder[] = [reload, dodge, hold, flashBang, firstAid, weapons, pickUp, doors, missionActions];

export function otherActions(c: ActionContext): ActionItem[] {
  return ACTION_BUILDERS.flatMap((b) => b(c));
}

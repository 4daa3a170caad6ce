/**
 * Keys of their own for block (R-OPS-33), the weapon in hand and picking up (R-OPS-34) and the
 * door actions (R-OPS-35). The action builders (model/actions.ts) put each key on the one button
 * it takes now (the next weapon, the first thing on the floor, the door under the cursor or else
 * the first next to the unit that offers the action), so a key press takes the button that shows
 * it, odds and all.
 */
import type { TableMap } from '../table/table-map';
import type { KeyBinding } from '../table/keyboard';
import type { ActionItem } from './model/actions';

export const RULE_KEYS = {
  block: 'B',
  'next-weapon': 'W',
  'put-away': 'Shift+W',
  'pick-up': 'P',
  'door-use': 'U',
  'door-pick': 'J',
  'door-kick': 'K',
  'door-charge': 'Shift+K',
  // R-OPS-48, as XCOM players know it.
  watch: 'Y',
} as const;

export type RuleKey = keyof typeof RULE_KEYS;

const NONE: Record<RuleKey, string> = {
  block: 'Only a melee attack can be blocked.',
  'next-weapon': 'No other weapon to take in hand.',
  'put-away': 'No weapon in hand.',
  'pick-up': 'Nothing to pick up within reach.',
  'door-use': 'No door next to it to open or close.',
  'door-pick': 'No locked door next to it to pick.',
  'door-kick': 'No locked door next to it to kick in.',
  'door-charge': 'No door charge, or no closed door next to it.',
  watch: 'Watching needs the house rule overwatch (R-OPS-48) and a loaded firearm in hand.',
};

export function isRuleKey(action: unknown): action is RuleKey {
  return typeof action === 'string' && Object.hasOwn(RULE_KEYS, action);
}

export interface RuleKeySide {
  /** The defence answers when the seat is asked how a unit defends; null otherwise. */
  readonly defence: { readonly answers: readonly ActionItem[] } | null;
  /** The acting unit's other actions (empty when none of the seat's units acts). */
  readonly actions: readonly ActionItem[];
}

/**
 * The button a rules key takes now, or the sentence saying why there is none; null when the key
 * has no meaning now (block outside a defence question, the rest during one or out of turn).
 */
export function ruleKeyAction(key: RuleKey, side: RuleKeySide, acting: boolean): ActionItem | string | null {
  const label = RULE_KEYS[key];
  if (side.defence) return key === 'block' ? (side.defence.answers.find((a) => a.keys === label) ?? NONE.block) : null;
  if (key === 'block' || !acting) return null;
  return side.actions.find((a) => a.keys === label) ?? NONE[key];
}

/** A key's question before it spends the action (ActionItem.asks): what was asked last, and how to ask. */
export interface KeyQuestion {
  readonly asked: string | null;
  ask(id: string): void;
}

/**
 * Takes a rules key: the button's action, or says why not; false when the key means nothing now.
 * A button that `asks` (W the second time in a turn: R-OPS-34 makes that switch the action) is
 * taken by the key only when pressed again right after it said so.
 */
export function takeRuleKey(key: RuleKey, side: RuleKeySide, acting: boolean, act: (a: ActionItem) => void, say: (text: string) => void, question?: KeyQuestion): boolean {
  const r = ruleKeyAction(key, side, acting);
  if (r === null) return false;
  if (typeof r === 'string') say(r);
  else if (r.asks && question && question.asked !== r.id) {
    question.ask(r.id);
    say(`${r.label} spends the action this time (R-OPS-34): press ${RULE_KEYS[key]} again to do it.`);
  } else act(r);
  return true;
}

/**
 * B on the map: it blocks when the seat is asked how to defend against a melee attack, and is
 * the map's range-band toggle otherwise (renderer/table/keyboard.ts), so both keep their key.
 */
export function blockBinding(mapView: Pick<TableMap, 'setToggle' | 'toggles'>, block: () => boolean): KeyBinding {
  return {
    key: 'b',
    label: 'Block when asked (otherwise the range bands)',
    run: () => {
      if (!block()) mapView.setToggle('bands', !mapView.toggles().bands);
    },
  };
}

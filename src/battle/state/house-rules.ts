import { AI_LEVELS, type AiLevel, type BattleOptions } from './types';
import { DEFAULT_BATTLE_OPTIONS } from './setup';

/**
 * The battle's house rules: the options a group may change from the book's
 * defaults. Settings keeps the defaults for new battles (src/contract/settings.ts `houseRules`, a
 * record of plain values keyed by these names); the set-up copies them into the battle, where they
 * are stored in the save with the battle's options and shown in the debrief.
 */
export interface BattleHouseRules {
  /** R-OPS-15: "per-burst" (the default) or "all-bursts". */
  readonly recoil: BattleOptions['recoil'];
  /** R-OPS-17: the flash-bang's blinding radius in meters. */
  readonly flashBangRadiusM: number;
  /** R-OPS-32: minutes after the battle until the casualties get the hospital's +2. */
  readonly evacuationMinutes: number;
  /** R-CORE-6: no rewind or undo; an autosave after every command. */
  readonly ironman: boolean;
  /** A battle still undecided after this many rounds is a draw. */
  readonly maxRounds: number;
  /** How well the computer plays the sides given to it by default. */
  readonly computerLevel: AiLevel;
  /** R-OPS-48: a unit may watch instead of holding, and fires on the first enemy to step into its sights. */
  readonly overwatch: boolean;
}

export type HouseRuleName = keyof BattleHouseRules;
type Plain = boolean | number | string;

/** How the screens offer each rule: its label, the ruling it changes (a choice of the app's own has none) and its allowed values. */
export type HouseRuleField =
  | { readonly name: HouseRuleName; readonly label: string; readonly ruling?: string; readonly hint: string; readonly kind: 'choice'; readonly choices: readonly { readonly value: string; readonly label: string }[] }
  | { readonly name: HouseRuleName; readonly label: string; readonly ruling?: string; readonly hint: string; readonly kind: 'number'; readonly min: number; readonly max: number; readonly step: number; readonly unit: string }
  | { readonly name: HouseRuleName; readonly label: string; readonly ruling?: string; readonly hint: string; readonly kind: 'switch' };

export const HOUSE_RULE_FIELDS: readonly HouseRuleField[] = [
  {
    name: 'recoil',
    label: 'Recoil',
    ruling: 'R-OPS-15',
    hint: 'Full automatic: each burst one step harder than the last, or every burst at the worst penalty.',
    kind: 'choice',
    choices: [
      { value: 'per-burst', label: 'Per burst (burst k at -(k-1))' },
      { value: 'all-bursts', label: 'All bursts at -(bursts-1)' },
    ],
  },
  { name: 'flashBangRadiusM', label: 'Flash-bang radius', ruling: 'R-OPS-17', hint: 'Everyone this close to the blast is blinded for two turns.', kind: 'number', min: 0, max: 20, step: 1, unit: 'm' },
  { name: 'evacuationMinutes', label: 'Evacuation', ruling: 'R-OPS-32', hint: 'Minutes after the battle before the wounded reach a hospital (+2 to First Aid).', kind: 'number', min: 0, max: 240, step: 1, unit: 'min' },
  { name: 'ironman', label: 'Ironman', ruling: 'R-CORE-6', hint: 'No rewind or undo; the game saves after every command.', kind: 'switch' },
  {
    name: 'overwatch',
    label: 'Overwatch',
    ruling: 'R-OPS-48',
    hint: 'Instead of holding, a unit with a loaded gun may watch: until its next turn it fires once, at +1, on the first enemy to step into its sights.',
    kind: 'switch',
  },
  { name: 'maxRounds', label: 'Round limit', ruling: 'R-OPS-24', hint: 'A battle still undecided after this many rounds (4 s each) ends in a draw.', kind: 'number', min: 1, max: 1000, step: 1, unit: 'rounds' },
  {
    name: 'computerLevel',
    label: 'Computer level',
    hint: 'How well the computer plays the sides it is given.',
    kind: 'choice',
    choices: [
      { value: 'veteran', label: 'Veteran' },
      { value: 'recruit', label: 'Recruit' },
    ],
  },
];

export const DEFAULT_HOUSE_RULES: BattleHouseRules = {
  recoil: DEFAULT_BATTLE_OPTIONS.recoil,
  flashBangRadiusM: DEFAULT_BATTLE_OPTIONS.flashBangRadiusM,
  evacuationMinutes: DEFAULT_BATTLE_OPTIONS.evacuationMinutes,
  ironman: DEFAULT_BATTLE_OPTIONS.ironman,
  maxRounds: DEFAULT_BATTLE_OPTIONS.maxRounds,
  computerLevel: DEFAULT_BATTLE_OPTIONS.computerLevel,
  overwatch: false,
};

/** Why `value` cannot be this rule's value, or undefined when it can. */
export function houseRuleProblem(field: HouseRuleField, value: Plain): string | undefined {
  switch (field.kind) {
    case 'choice':
      return typeof value === 'string' && field.choices.some((c) => c.value === value) ? undefined : `${field.label} is one of ${field.choices.map((c) => c.value).join(', ')}.`;
    case 'number':
      return typeof value === 'number' && Number.isInteger(value) && value >= field.min && value <= field.max
        ? undefined
        : `${field.label} is a whole number from ${field.min} to ${field.max} ${field.unit}.`;
    case 'switch':
      return typeof value === 'boolean' ? undefined : `${field.label} is on or off.`;
  }
}

/**
 * The house rules a stored record gives (Settings' defaults): each missing rule takes the book's
 * default; a stored value that is not allowed is replaced by the default and named in `ignored`.
 */
export function houseRulesFrom(record: Readonly<Record<string, Plain>>): { rules: BattleHouseRules; ignored: string[] } {
  const rules: Record<string, Plain> = { ...DEFAULT_HOUSE_RULES };
  const ignored: string[] = [];
  for (const field of HOUSE_RULE_FIELDS) {
    if (!Object.hasOwn(record, field.name)) continue;
    const value = record[field.name];
    if (value === undefined) continue;
    const problem = houseRuleProblem(field, value);
    if (problem) ignored.push(problem);
    else rules[field.name] = value;
  }
  return { rules: withRules(DEFAULT_HOUSE_RULES, rules), ignored };
}

/** The rules with one changed, or the reason the value is not allowed. */
export function withHouseRule(rules: BattleHouseRules, name: HouseRuleName, value: Plain): { ok: true; rules: BattleHouseRules } | { ok: false; reason: string } {
  const field = HOUSE_RULE_FIELDS.find((f) => f.name === name);
  if (!field) return { ok: false, reason: `There is no house rule "${name}".` };
  const problem = houseRuleProblem(field, value);
  return problem ? { ok: false, reason: problem } : { ok: true, rules: withRules(rules, { [name]: value }) };
}

function withRules(base: BattleHouseRules, values: Readonly<Record<string, Plain>>): BattleHouseRules {
  const pick = <K extends HouseRuleName>(k: K, ok: (v: Plain) => v is BattleHouseRules[K]): BattleHouseRules[K] => {
    const v = values[k];
    return v !== undefined && ok(v) ? v : base[k];
  };
  const isNumber = (v: Plain): v is number => typeof v === 'number';
  return {
    recoil: pick('recoil', (v): v is BattleHouseRules['recoil'] => v === 'per-burst' || v === 'all-bursts'),
    flashBangRadiusM: pick('flashBangRadiusM', isNumber),
    evacuationMinutes: pick('evacuationMinutes', isNumber),
    ironman: pick('ironman', (v): v is boolean => typeof v === 'boolean'),
    maxRounds: pick('maxRounds', isNumber),
    computerLevel: pick('computerLevel', (v): v is AiLevel => typeof v === 'string' && (AI_LEVELS as readonly string[]).includes(v)),
    overwatch: pick('overwatch', (v): v is boolean => typeof v === 'boolean'),
  };
}

/** The record Settings stores for these rules (every rule, so the file says what is in force). */
export function houseRulesRecord(rules: BattleHouseRules): Record<HouseRuleName, Plain> {
  return { ...rules };
}

/** The battle options these rules set (createBattle's `options`); overwatch only when on (a battle without it has no such key). */
export function battleOptionsOf(rules: BattleHouseRules): Partial<BattleOptions> {
  const { overwatch, ...rest } = rules;
  return overwatch ? { ...rest, overwatch } : rest;
}

/** The house rules a battle was played under, read back from its options (for the debrief). */
export function houseRulesOf(options: BattleOptions): BattleHouseRules {
  return {
    recoil: options.recoil,
    flashBangRadiusM: options.flashBangRadiusM,
    evacuationMinutes: options.evacuationMinutes,
    ironman: options.ironman,
    maxRounds: options.maxRounds,
    computerLevel: options.computerLevel,
    overwatch: options.overwatch === true,
  };
}

/** One line per rule as the debrief and the set-up summary show it ("Recoil: per burst"). */
export function describeHouseRules(rules: BattleHouseRules): { name: HouseRuleName; label: string; value: string; changed: boolean }[] {
  return HOUSE_RULE_FIELDS.map((field) => {
    const v = rules[field.name];
    let value: string;
    if (field.kind === 'choice') value = field.choices.find((c) => c.value === v)?.label ?? String(v);
    else if (field.kind === 'number') value = `${String(v)} ${field.unit}`;
    else value = v ? 'on' : 'off';
    return { name: field.name, label: field.label, value, changed: v !== DEFAULT_HOUSE_RULES[field.name] };
  });
}

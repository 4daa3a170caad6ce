import { LADDER_WORDS, ladderLabel, ladderWord, parseLadder } from '../../src/core/ladder';
import {
  closestNames,
  findAmmo,
  findArmor,
  findFirearm,
  freshArmor,
  listChoices,
  rangedAttackOdds,
  WOUND_LEVELS,
  woundLevelName,
  type ArmorState,
  type Cover,
  type FireMode,
  type RangedAttackInput,
  type RangedOdds,
} from '../../src/ops/index';
import type { CliCommand, CliIo } from '../io';

const USAGE = `Usage: blacksite odds --weapon <name> --skill <ladder word> --distance <meters> [options]

Exact odds of a Black Ops ranged attack (no sampling): the shot's difficulty, the shooter's
effective accuracy, each attack's hit chance and the wound level of a hit on an unwounded target.

  --weapon <name>          a firearm of the rules, e.g. "Glock 17", "AK-47", "Heckler & Koch MP5"
  --ammo <variant>         caliber or load: ".50", "9mm", "buckshot", "12ga. magnum slug"
                           (default: the weapon's first listed ammunition)
  --skill <ladder word>    the shooter's skill with the weapon: Terrible .. Legendary ("Terrible-1" ok)
  --distance <meters>      centre to centre
  --cover none|partial|full   the target's cover (default none)
  --dodging                the target dodges (+1 difficulty)
  --attacker-in-cover      the shooter leans out of cover (-1)
  --armor <name>           the target's armor, e.g. "Standard Vest" (default none)
  --mode semi|auto         default semi
  --shots N                semi-automatic shots (default 1)
  --modifier N             any other modifier to hit (default 0)
  --scope, --laser, --stock   sights or a folding stock fitted (+1 accuracy each; sights never +2)
  --json                   print exactly one JSON object:
      {"difficulty": int, "effectiveAccuracy": int,
       "attacks": [{"hitChance": number, "damageBonus": int}, ...],
       "woundOnHit": {"none", "scratch", "hurt", "light", "serious", "critical", "incapacitated", "nearDeath"}}

Exit codes: 0 odds printed; 1 the rules refuse the shot (out of range, too many shots...);
2 bad usage or an unknown weapon, ammunition, armor or ladder word (the closest choices are named).`;

const VALUE_OPTIONS = ['--weapon', '--ammo', '--skill', '--distance', '--cover', '--armor', '--mode', '--shots', '--modifier'] as const;
const FLAG_OPTIONS = ['--dodging', '--attacker-in-cover', '--json', '--scope', '--laser', '--stock'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];
type FlagOption = (typeof FLAG_OPTIONS)[number];

interface ParsedArgs {
  readonly values: Partial<Record<ValueOption, string>>;
  readonly flags: ReadonlySet<FlagOption>;
}

/** Bad usage (exit 2); an Error, so anything that escapes the catch below still has a stack. */
class UsageError extends Error {
  override readonly name = 'UsageError';
}

function parseArgs(args: readonly string[]): ParsedArgs {
  const values: Partial<Record<ValueOption, string>> = {};
  const flags = new Set<FlagOption>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if ((FLAG_OPTIONS as readonly string[]).includes(name) && eq < 0) {
      flags.add(name as FlagOption);
    } else if ((VALUE_OPTIONS as readonly string[]).includes(name)) {
      // A value may itself start with "-" (--modifier -1), so the next word is taken as it is.
      const value = eq > 0 ? arg.slice(eq + 1) : args[(i += 1)];
      if (value === undefined) throw new UsageError(`${name} needs a value.`);
      values[name as ValueOption] = value;
    } else {
      const near = closestNames(name, [...VALUE_OPTIONS, ...FLAG_OPTIONS], 2);
      throw new UsageError(`Unknown option ${arg}; the closest valid choices are ${listChoices(near)}.`);
    }
  }
  return { values, flags };
}

function required(p: ParsedArgs, name: ValueOption): string {
  const v = p.values[name];
  if (v === undefined) throw new UsageError(`${name} is required.`);
  return v;
}

function integer(p: ParsedArgs, name: ValueOption, fallback: number): number {
  const v = p.values[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (v.trim() === '' || !Number.isInteger(n)) throw new UsageError(`${name} must be a whole number, not "${v}".`);
  return n;
}

function oneOf<T extends string>(p: ParsedArgs, name: ValueOption, choices: readonly T[], fallback: T): T {
  const v = p.values[name];
  if (v === undefined) return fallback;
  const hit = choices.find((c) => c === v.trim().toLowerCase());
  if (hit === undefined) throw new UsageError(`${name} must be ${listChoices([...choices])}, not "${v}".`);
  return hit;
}

/** The attack described by the command line, or a usage error (exit 2). */
function readInput(p: ParsedArgs): { input: RangedAttackInput; armor: ArmorState | null } {
  const weapon = findFirearm(required(p, '--weapon'));
  if (!weapon.ok) throw new UsageError(weapon.reason);
  const skillText = required(p, '--skill');
  const skill = parseLadder(skillText);
  if (skill === undefined) {
    throw new UsageError(`Unknown ladder word "${skillText}"; the closest valid choices are ${listChoices(closestNames(skillText, LADDER_WORDS))}.`);
  }
  const distanceText = required(p, '--distance');
  const distanceM = Number(distanceText);
  if (distanceText.trim() === '' || !Number.isFinite(distanceM) || distanceM < 0) {
    throw new UsageError(`--distance must be a distance in meters, not "${distanceText}".`);
  }
  let ammo = weapon.value.ammo[0];
  if (p.values['--ammo'] !== undefined) {
    const found = findAmmo(weapon.value, p.values['--ammo']);
    if (!found.ok) throw new UsageError(found.reason);
    ammo = found.value;
  }
  let armor: ArmorState | null = null;
  if (p.values['--armor'] !== undefined) {
    const found = findArmor(p.values['--armor']);
    if (!found.ok) throw new UsageError(found.reason);
    armor = freshArmor(found.value);
  }
  const mode = oneOf<FireMode>(p, '--mode', ['semi', 'auto'], 'semi');
  if (mode === 'auto' && p.values['--shots'] !== undefined) throw new UsageError('--shots is for semi-automatic fire; full auto fires the whole rate of fire.');
  const input: RangedAttackInput = {
    weapon: weapon.value,
    ...(ammo ? { ammo } : {}),
    skill,
    distanceM,
    cover: oneOf<Cover>(p, '--cover', ['none', 'partial', 'full'], 'none'),
    targetDodging: p.flags.has('--dodging'),
    attackerInCover: p.flags.has('--attacker-in-cover'),
    accessories: { scope: p.flags.has('--scope'), laserSight: p.flags.has('--laser'), foldingStock: p.flags.has('--stock') },
    mode,
    shots: integer(p, '--shots', 1),
    modifier: integer(p, '--modifier', 0),
  };
  return { input, armor };
}

const percent = (p: number): string => `${(p * 100).toFixed(2)}%`;

function describe(odds: RangedOdds, input: RangedAttackInput, armor: ArmorState | null): string {
  const { plan } = odds;
  const lines = [
    `${plan.weapon.name} (${plan.ammo.label}, damage ${plan.ammo.damage}) at ${input.distanceM} m, ${plan.weapon.skill} ${ladderWord(input.skill)}`,
    `Difficulty: ${ladderLabel(odds.difficulty)} = ${plan.difficultyParts.map((m) => m.reason).join(' + ')}`,
    `Effective accuracy: ${ladderLabel(odds.effectiveAccuracy)} (weapon accuracy ${ladderWord(plan.weaponAccuracy)})`,
  ];
  odds.attacks.forEach((a, i) => {
    const mods = plan.attacks[i]?.modifiers ?? [];
    const modText = mods.length > 0 ? ` [${mods.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.reason}`).join(', ')}]` : '';
    const bonus = a.damageBonus !== 0 ? `, damage ${a.damageBonus > 0 ? '+' : ''}${a.damageBonus}` : '';
    lines.push(`${plan.attacks[i]?.label ?? `attack ${i + 1}`}: hit ${percent(a.hitChance)}${bonus}${modText}`);
  });
  lines.push(`Wound on a hit, unwounded target${armor ? `, ${armor.name} (ballistic ${armor.ballistic})` : ', no armor'}:`);
  for (const level of WOUND_LEVELS) lines.push(`  ${woundLevelName(level).padEnd(14)} ${percent(odds.woundOnHit[level]).padStart(7)}`);
  return lines.join('\n');
}

/** The JSON of point 8, keys in this order and nothing else. */
function toJson(odds: RangedOdds): string {
  const woundOnHit: Record<string, number> = {};
  for (const level of WOUND_LEVELS) woundOnHit[level] = odds.woundOnHit[level];
  return JSON.stringify({
    difficulty: odds.difficulty,
    effectiveAccuracy: odds.effectiveAccuracy,
    attacks: odds.attacks.map((a) => ({ hitChance: a.hitChance, damageBonus: a.damageBonus })),
    woundOnHit,
  });
}

function execute(args: readonly string[], io: CliIo): number {
  let parsed: ReturnType<typeof readInput>;
  let json: boolean;
  try {
    const p = parseArgs(args);
    json = p.flags.has('--json');
    parsed = readInput(p);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(e.message);
      return 2;
    }
    throw e;
  }
  const odds = rangedAttackOdds(parsed.input, { armor: parsed.armor });
  if (!odds.ok) {
    io.err(odds.rejected);
    return 1;
  }
  io.out(json ? toJson(odds) : describe(odds, parsed.input, parsed.armor));
  return 0;
}

export const oddsCommand: CliCommand = {
  name: 'odds',
  summary: 'Exact odds of a Black Ops shot: difficulty, hit chances, wound distribution.',
  usage: USAGE,
  run: (args, io) => Promise.resolve(execute(args, io)),
};

/**
 * The combat log and the dice log as data (issue 5 points 4 and 6): one line per thing that
 * happened, and per roll its faces, modifiers, total and outcome (R-CORE-2). Each line remembers
 * which sides could see it when it happened, so a seat's logs never name what it could not see.
 */
import type { BattleEvent, BattleState, DamageReport } from '../../src/battle';
import { woundLevelName } from '../../src/ops/data/wound-chart';
import { modifierList, rollLine, difficultyParts, level, signed } from './format';
import type { RollRecord } from '../../src/ops/dice/roll-record';
import { gmLine, gmRollLine } from '../../src/battle/gm/gm-line';
import { gmEditUnits } from '../../src/battle/state/gm';

/** Side ids that saw it, or 'all' for what everyone knows (rounds, the end). */
export type SeenBy = readonly string[] | 'all';

export interface LogLine {
  readonly serial: number;
  readonly round: number;
  readonly text: string;
  readonly seenBy: SeenBy;
}

export interface DiceEntry {
  readonly serial: number;
  readonly round: number;
  readonly title: string;
  readonly lines: readonly string[];
  /** "hit", "2 of 3 hits", "success", "blinded 1". */
  readonly outcome: string;
  readonly seenBy: SeenBy;
}

export function visibleTo(seenBy: SeenBy, sides: readonly string[] | 'all'): boolean {
  if (seenBy === 'all' || sides === 'all') return true;
  return seenBy.some((s) => sides.includes(s));
}

/** The units an event is about: whoever sees one of them saw the event. */
export function involved(e: BattleEvent): string[] {
  switch (e.type) {
    case 'unit.fired':
    case 'unit.melee':
      return [e.unit, e.target];
    case 'first-aid':
      return [e.unit, e.patient];
    case 'flash-bang.thrown':
      return [e.unit, ...e.blinded];
    case 'defence.offered':
    case 'unit.blocks':
    case 'block.advantage':
    case 'block.first':
      return [e.unit, e.attacker];
    case 'turn.started':
    case 'effects.applied':
      return [...e.units];
    case 'round.started':
    case 'round.ended':
    case 'battle.over':
    case 'gm.roll':
    case 'aftermath.minute':
      return [];
    case 'gm.edit':
      return [...gmEditUnits(e.edit)];
    case 'door.changed':
      return [e.unit, ...e.stunned];
    default:
      return [e.unit];
  }
}

function damageText(d: DamageReport | null): string | null {
  if (!d) return null;
  if (d.landed === 'none') return d.armorProtected ? 'stopped by armor' : 'no wound';
  if (d.landed === 'dead') return 'killed';
  return woundLevelName(d.landed);
}

/** "Hurt, Light Wound (armor took some of 2)". */
function woundsText(reports: readonly (DamageReport | null)[]): string {
  const words = reports.map(damageText).filter((t): t is string => t !== null);
  if (words.length === 0) return '';
  const armored = reports.filter((d) => d?.armorProtected && d.landed !== 'none').length;
  return `: ${words.join(', ')}${armored > 0 ? ` (armor took some of ${armored === words.length && words.length === 1 ? 'it' : armored})` : ''}`;
}

function damageLines(d: DamageReport | null): string[] {
  if (!d) return [];
  const out = [rollLine(d.damageRoll)];
  if (d.coverageRoll) out.push(rollLine(d.coverageRoll));
  const wear = d.armorDegraded ? '; the armor loses a point' : '';
  out.push(`Damage ${d.finalDamage} → ${woundLevelName(d.level)}, marked ${d.landed === 'dead' ? 'dead' : woundLevelName(d.landed)}${wear}`);
  return out;
}

function rangedLines(roll: RollRecord): string[] {
  const parts = difficultyParts(roll);
  const out = parts.length > 0 ? [`Difficulty ${level(parts.reduce((s, p) => s + p.value, 0))}: ${modifierList(parts)}`] : [];
  out.push(rollLine(roll));
  return out;
}

/** Drops repeats of a difficulty line already written for an earlier shot of the same attack. */
function dedupe(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((l) => {
    if (!l.startsWith('Difficulty ')) return true;
    if (seen.has(l)) return false;
    seen.add(l);
    return true;
  });
}

const name = (state: BattleState, id: string): string => state.units.find((u) => u.id === id)?.name ?? id;

export interface Described {
  readonly text: string | null;
  readonly dice: { readonly title: string; readonly lines: readonly string[]; readonly outcome: string } | null;
}

/** One event in words (null when the log keeps quiet about it) and its dice, if it rolled any. */
export function describe(state: BattleState, e: BattleEvent): Described {
  const n = (id: string) => name(state, id);
  switch (e.type) {
    case 'round.started':
      return {
        text: `Round ${e.round} begins.`,
        dice: { title: `Initiative, round ${e.round}`, lines: e.rolls.map((r) => `${n(r.unit)}: ${rollLine(r.roll)}`), outcome: `${e.rolls.length} rolled` },
      };
    case 'unit.moved':
      return { text: `${n(e.unit)} ${e.running ? 'runs' : 'walks'} ${e.meters.toFixed(1)} m.`, dice: null };
    case 'unit.fired': {
      const hits = e.shots.filter((s) => s.hit).length;
      const wounds = woundsText(e.shots.map((s) => s.damage));
      return {
        text: `${n(e.unit)} fires the ${e.weapon} (${e.mode === 'auto' ? 'full auto' : 'semi-automatic'}, ${e.roundsSpent} round${e.roundsSpent === 1 ? '' : 's'}) at ${n(e.target)}: ${hits} of ${e.shots.length} hit${wounds}.`,
        dice: {
          title: `${n(e.unit)} → ${n(e.target)}, ${e.weapon}`,
          // The difficulty is the same for every shot; it is written once, before the first.
          lines: dedupe(e.shots.flatMap((s) => [...rangedLines(s.roll), ...damageLines(s.damage)])),
          outcome: e.shots.length === 1 ? (hits === 1 ? 'hit' : 'miss') : `${hits} of ${e.shots.length} hits`,
        },
      };
    }
    case 'unit.melee':
      return {
        text: `${n(e.unit)} tries to ${e.maneuver} ${n(e.target)}: ${e.won ? 'succeeds' : 'fails'}${woundsText([e.damage])}.`,
        dice: { title: `${n(e.unit)} ${e.maneuver} vs ${n(e.target)}`, lines: [rollLine(e.attacker), rollLine(e.defender), ...damageLines(e.damage)], outcome: e.won ? 'attacker wins' : 'defender holds' },
      };
    case 'unit.reloaded':
      return { text: `${n(e.unit)} reloads the ${e.weapon} (${e.loaded} rounds; ${e.spares} spare magazine${e.spares === 1 ? '' : 's'}).`, dice: null };
    case 'flash-bang.thrown':
      return {
        text: `${n(e.unit)} throws a flash-bang at (${e.at.x}, ${e.at.y}): ${e.blinded.length === 0 ? 'nobody blinded' : `${e.blinded.map(n).join(', ')} blinded`}.`,
        dice: { title: `${n(e.unit)} throws a flash-bang`, lines: [rollLine(e.roll)], outcome: `${e.roll.outcome === 'success' ? 'on target' : 'off target'}, ${e.blinded.length} blinded` },
      };
    case 'first-aid':
      return {
        text: `${n(e.unit)} gives first aid to ${n(e.patient)}: ${e.stopped === 'bleeding' ? 'the bleeding stops' : e.stopped === 'dying' ? 'out of danger' : 'no effect'}.`,
        dice: { title: `First aid on ${n(e.patient)}`, lines: [rollLine(e.roll)], outcome: e.roll.outcome },
      };
    case 'unit.held':
      return { text: 'value' in e.until ? `${n(e.unit)} holds until initiative ${signed(e.until.value)}.` : `${n(e.unit)} holds until ${n(e.until.unit)} acts.`, dice: null };
    case 'unit.acts-now':
      return { text: `${n(e.unit)} stops holding and acts now (initiative ${signed(e.value)}).`, dice: null };
    case 'unit.dodged':
      return { text: `${n(e.unit)} dodges${e.reactive ? ' the attack' : ''}: +1 to hit it until the round ends.`, dice: null };
    case 'dodge.declined':
      return { text: `${n(e.unit)} does not dodge.`, dice: null };
    case 'unit.out':
      return { text: e.dead ? `${n(e.unit)} is dead.` : `${n(e.unit)} is out of the fight.`, dice: null };
    case 'bleeding':
      return {
        text: `${n(e.unit)} bleeds${e.landed ? `: worse, ${e.landed === 'dead' ? 'dead' : woundLevelName(e.landed)}` : ', and holds on'}.`,
        dice: { title: `Bleeding, ${n(e.unit)}`, lines: [rollLine(e.roll)], outcome: e.roll.outcome },
      };
    case 'near-death':
      return { text: `${n(e.unit)} is near death${e.died ? ' and dies' : ', still alive'}.`, dice: { title: `Near death, ${n(e.unit)}`, lines: [rollLine(e.roll)], outcome: e.died ? 'dies' : 'lives' } };
    case 'round.ended':
      return { text: e.minuteEnded ? `Round ${e.round} ends; a minute has passed.` : null, dice: null };
    case 'battle.over':
      return { text: `The battle is over: ${e.reason}`, dice: null };
    case 'gm.edit':
      return { text: gmLine(e.edit, e.public), dice: null };
    case 'gm.roll':
      return { text: gmRollLine(e.roll, e.chance), dice: { title: `GM roll: ${e.roll.label}`, lines: [rollLine(e.roll)], outcome: e.roll.outcome } };
    case 'aftermath.minute':
      return { text: `Minute ${e.minute} after the battle: the wounded are tended (R-OPS-32).`, dice: null };
    case 'unit.blocks':
      return { text: `${n(e.unit)} blocks ${n(e.attacker)}.`, dice: null };
    case 'block.advantage':
      return { text: `${n(e.unit)}'s block holds: next round ${n(e.unit)} acts before ${n(e.attacker)}.`, dice: null };
    case 'block.first':
      return { text: `${n(e.unit)} acts before ${n(e.attacker)} this round (a block, R-OPS-33).`, dice: null };
    case 'unit.switched':
      return { text: `${n(e.unit)} ${e.to ? `takes the ${e.to} in hand` : 'puts the weapon away'}${e.free ? '' : ' (its action)'}.`, dice: null };
    case 'unit.picked-up':
      return { text: `${n(e.unit)} picks up the ${e.item}.`, dice: null };
    case 'weapon.dropped':
      return { text: `${n(e.unit)}'s ${e.item} falls to the floor.`, dice: null };
    case 'door.changed': {
      const what = { open: 'opens', close: 'closes', pick: 'picks the lock of', kick: 'kicks', charge: 'blows' }[e.action];
      const worked = e.to !== e.from ? '' : ': it holds';
      const stunned = e.stunned.length > 0 ? `; ${e.stunned.map(n).join(', ')} stunned` : '';
      return { text: `${n(e.unit)} ${what} the door at (${e.at.x}, ${e.at.y})${worked}${stunned}.`, dice: e.roll ? { title: `${n(e.unit)}: ${e.roll.label}`, lines: [rollLine(e.roll)], outcome: e.roll.outcome } : null };
    }
    case 'defence.offered':
    case 'turn.started':
    case 'turn.ended':
    case 'effects.applied':
      return { text: null, dice: null };
  }
}

/** Who saw a unit at the moment of the event: its own side and every side with it in sight. */
export type SeenUnit = (unitId: string) => readonly string[];

/**
 * Turns the events of one command into log lines and dice entries. Initiative is split per unit,
 * so a seat reads only the rolls of units it sees.
 */
export function record(state: BattleState, events: readonly BattleEvent[], seenUnit: SeenUnit, serial: number): { lines: LogLine[]; dice: DiceEntry[]; next: number } {
  const lines: LogLine[] = [];
  const dice: DiceEntry[] = [];
  let s = serial;
  const round = state.clock.round;
  for (const e of events) {
    const ids = involved(e);
    // A GM line or roll is for everyone when the GM made it public, else for the GM's eyes only.
    const gm = e.type === 'gm.edit' || e.type === 'gm.roll';
    const seenBy: SeenBy = gm ? (e.public ? 'all' : []) : ids.length === 0 ? 'all' : [...new Set(ids.flatMap((id) => seenUnit(id)))];
    const d = describe(state, e);
    if (d.text !== null) lines.push({ serial: s++, round, text: d.text, seenBy });
    if (e.type === 'round.started') {
      for (const r of e.rolls) dice.push({ serial: s++, round: e.round, title: `Initiative: ${name(state, r.unit)}`, lines: [rollLine(r.roll)], outcome: `acts at ${signed(r.roll.total)}`, seenBy: seenUnit(r.unit) });
    } else if (d.dice) dice.push({ serial: s++, round, ...d.dice, seenBy });
  }
  return { lines, dice, next: s };
}

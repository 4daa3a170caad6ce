import { woundLevelName } from '../../ops/data/wound-chart';
import type { RollRecord } from '../../ops/dice/roll-record';
import type { BattleEvent, DamageReport } from '../state/events';
import type { BattleState } from '../state/types';
import { gmLine, gmRollLine } from '../gm/gm-line';
import { gmEditUnits, type GmEdit } from '../state/gm';
import { difficultyParts, level, modifierList, rollLine, signed } from './roll-words';
import { describeMission, missionInvolved, missionNames } from '../mission/log-words';
import { isMissionEvent } from '../mission/events';

/**
 * The combat log and the dice log of one viewer (R-CORE-2), made in the core
 * from the events of each command: a viewer reads an event only when it knew one of the units in
 * it (its own, or in sight before or after the command), and every unit it did not know is
 * "someone unseen" in the words, so no line names or places a unit the viewer did not see.
 */

export interface LogLine {
  readonly serial: number;
  readonly round: number;
  readonly text: string;
  /** A GM line or roll the GM kept to itself (only the GM's record holds these). */
  readonly private?: true;
}

export interface DiceEntry {
  readonly serial: number;
  readonly round: number;
  readonly title: string;
  readonly lines: readonly string[];
  /** "hit", "2 of 3 hits", "success", "blinded 1". */
  readonly outcome: string;
  /** A private GM roll (only the GM's record holds these). */
  readonly private?: true;
}

/** The units an event is about: a viewer who knew one of them saw the event. */
export function involved(e: BattleEvent): string[] {
  if (isMissionEvent(e)) return missionInvolved(e);
  switch (e.type) {
    case 'unit.fired':
    case 'unit.melee':
    case 'watch.fired':
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
    case 'unit.moved':
    case 'unit.dodged':
    case 'dodge.declined':
    case 'unit.reloaded':
    case 'unit.held':
    case 'unit.watching':
    case 'unit.acts-now':
    case 'turn.ended':
    case 'unit.out':
    case 'bleeding':
    case 'near-death':
    case 'unit.switched':
    case 'unit.picked-up':
    case 'weapon.dropped':
      return [e.unit];
  }
}

function damageText(d: DamageReport | null): string | null {
  if (!d) return null;
  if (d.landed === 'none') return d.armorProtected ? 'stopped by armor' : 'no wound';
  if (d.landed === 'dead') return 'killed';
  return woundLevelName(d.landed);
}

/** ": Hurt, Light Wound (armor took some of 2)". */
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

export const UNSEEN = 'someone unseen';

/** The other unit a GM state edit names (the holder, the awaited unit), if any. */
function otherOf(edit: GmEdit): string | null {
  if (edit.kind !== 'state') return null;
  const set = edit.set;
  if (set.state === 'grabbed') return set.by;
  if (set.state === 'holding' && set.until !== null && 'unit' in set.until) return set.until.unit;
  return null;
}

/** A GM edit as a viewer may read it: another unit it did not know is "someone unseen" (the GM's record names all). */
function toldEdit(edit: GmEdit, n: Namer, knows: (id: string) => boolean): GmEdit {
  const other = otherOf(edit);
  if (edit.kind === 'state' && other !== null && !knows(other)) return { ...edit, other: UNSEEN };
  if (edit.kind === 'moved' && edit.released.length > 0) return { ...edit, released: edit.released.map((name) => (name === edit.name || n.known(name) ? name : UNSEEN)) };
  return edit;
}

/** How a viewer names units: by code name when it knew them, otherwise "someone unseen". */
export interface Namer {
  (id: string): string;
  /** Whether a unit of that name is one the viewer knew. */
  known(name: string): boolean;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export interface Described {
  readonly text: string | null;
  readonly dice: { readonly title: string; readonly lines: readonly string[]; readonly outcome: string } | null;
}

/** One event in words (null when the log keeps quiet about it) and its dice, if it rolled any. */
export function describe(e: BattleEvent, n: Namer, knows: (id: string) => boolean, named: (id: string) => string | null = () => null): Described {
  const N = (id: string) => cap(n(id));
  if (isMissionEvent(e)) return describeMission(e, n, N, named);
  switch (e.type) {
    case 'round.started':
      return { text: `Round ${e.round} begins.`, dice: null };
    case 'unit.moved':
      return { text: `${N(e.unit)} ${e.running ? 'runs' : 'walks'} ${e.meters.toFixed(1)} m.`, dice: null };
    case 'unit.fired': {
      const hits = e.shots.filter((s) => s.hit).length;
      const wounds = woundsText(e.shots.map((s) => s.damage));
      return {
        text: `${N(e.unit)} fires the ${e.weapon} (${e.mode === 'auto' ? 'full auto' : 'semi-automatic'}, ${e.roundsSpent} round${e.roundsSpent === 1 ? '' : 's'}) at ${n(e.target)}: ${hits} of ${e.shots.length} hit${wounds}.`,
        dice: {
          title: `${N(e.unit)} → ${n(e.target)}, ${e.weapon}`,
          // The difficulty is the same for every shot; it is written once, before the first.
          lines: dedupe(e.shots.flatMap((s) => [...rangedLines(s.roll), ...damageLines(s.damage)])),
          outcome: e.shots.length === 1 ? (hits === 1 ? 'hit' : 'miss') : `${hits} of ${e.shots.length} hits`,
        },
      };
    }
    case 'unit.melee':
      return {
        text: `${N(e.unit)} tries to ${e.maneuver} ${n(e.target)}: ${e.won ? 'succeeds' : 'fails'}${woundsText([e.damage])}.`,
        dice: { title: `${N(e.unit)} ${e.maneuver} vs ${n(e.target)}`, lines: [rollLine(e.attacker), rollLine(e.defender), ...damageLines(e.damage)], outcome: e.won ? 'attacker wins' : 'defender holds' },
      };
    case 'unit.reloaded':
      return { text: `${N(e.unit)} reloads the ${e.weapon} (${e.loaded} rounds; ${e.spares} spare magazine${e.spares === 1 ? '' : 's'}).`, dice: null };
    case 'flash-bang.thrown': {
      // Only the victims the viewer knew: neither the names nor the number of the others.
      const blinded = e.blinded.filter(knows);
      return {
        text: `${N(e.unit)} throws a flash-bang at (${e.at.x}, ${e.at.y}): ${blinded.length === 0 ? 'nobody seen is blinded' : `${blinded.map(n).join(', ')} blinded`}.`,
        dice: { title: `${N(e.unit)} throws a flash-bang`, lines: [rollLine(e.roll)], outcome: `${e.roll.outcome === 'success' ? 'on target' : 'off target'}, ${blinded.length} seen blinded` },
      };
    }
    case 'first-aid':
      return {
        text: `${N(e.unit)} gives first aid to ${n(e.patient)}: ${e.stopped === 'bleeding' ? 'the bleeding stops' : e.stopped === 'dying' ? 'out of danger' : 'no effect'}.`,
        dice: { title: `First aid on ${n(e.patient)}`, lines: [rollLine(e.roll)], outcome: e.roll.outcome },
      };
    case 'unit.held':
      return { text: 'value' in e.until ? `${N(e.unit)} holds until initiative ${signed(e.until.value)}.` : `${N(e.unit)} holds until ${n(e.until.unit)} acts.`, dice: null };
    case 'unit.acts-now':
      return { text: `${N(e.unit)} stops holding and acts now (initiative ${signed(e.value)}).`, dice: null };
    case 'unit.watching':
      return { text: `${N(e.unit)} watches: it fires on the first enemy to step into its sights before its next turn (R-OPS-48).`, dice: null };
    case 'watch.fired':
      return { text: `${N(e.unit)} fires on ${n(e.target)} as it moves (overwatch, R-OPS-48).`, dice: null };
    case 'unit.dodged':
      return { text: `${N(e.unit)} dodges${e.reactive ? ' the attack' : ''}: +1 to hit it until the round ends.`, dice: null };
    case 'dodge.declined':
      return { text: `${N(e.unit)} does not dodge.`, dice: null };
    case 'unit.out':
      return { text: e.dead ? `${N(e.unit)} is dead.` : `${N(e.unit)} is out of the fight.`, dice: null };
    case 'bleeding':
      return {
        text: `${N(e.unit)} bleeds${e.landed ? `: worse, ${e.landed === 'dead' ? 'dead' : woundLevelName(e.landed)}` : ', and holds on'}.`,
        dice: { title: `Bleeding, ${n(e.unit)}`, lines: [rollLine(e.roll)], outcome: e.roll.outcome },
      };
    case 'near-death':
      return { text: `${N(e.unit)} is near death${e.died ? ' and dies' : ', still alive'}.`, dice: { title: `Near death, ${n(e.unit)}`, lines: [rollLine(e.roll)], outcome: e.died ? 'dies' : 'lives' } };
    case 'round.ended':
      return { text: e.minuteEnded ? `Round ${e.round} ends; a minute has passed.` : null, dice: null };
    case 'battle.over':
      return { text: `The battle is over: ${e.reason}`, dice: null };
    case 'gm.edit':
      return { text: gmLine(toldEdit(e.edit, n, knows), e.public), dice: null };
    case 'gm.roll':
      return { text: gmRollLine(e.roll, e.chance), dice: { title: `GM roll: ${e.roll.label}`, lines: [rollLine(e.roll)], outcome: e.roll.outcome } };
    case 'aftermath.minute':
      return { text: `Minute ${e.minute} after the battle: the wounded are tended (R-OPS-32).`, dice: null };
    case 'unit.blocks':
      return { text: `${N(e.unit)} blocks ${n(e.attacker)}.`, dice: null };
    case 'block.advantage':
      return { text: `${N(e.unit)}'s block holds: next round ${n(e.unit)} acts before ${n(e.attacker)}.`, dice: null };
    case 'block.first':
      return { text: `${N(e.unit)} acts before ${n(e.attacker)} this round (a block, R-OPS-33).`, dice: null };
    case 'unit.switched':
      return { text: `${N(e.unit)} ${e.to ? `takes the ${e.to} in hand` : 'puts the weapon away'}${e.free ? '' : ' (its action)'}.`, dice: null };
    case 'unit.picked-up':
      return { text: `${N(e.unit)} picks up the ${e.item}.`, dice: null };
    case 'weapon.dropped':
      return { text: `${N(e.unit)}'s ${e.item} falls to the floor.`, dice: null };
    case 'door.changed': {
      const what = { open: 'opens', close: 'closes', pick: 'picks the lock of', kick: 'kicks', charge: 'blows' }[e.action];
      const worked = e.to !== e.from ? '' : ': it holds';
      // Only the stunned the viewer knew (R-OPS-35 charges): neither the names nor the number of the others.
      const stunned = e.stunned.filter(knows);
      const told = stunned.length > 0 ? `; ${stunned.map(n).join(', ')} stunned` : '';
      return { text: `${N(e.unit)} ${what} the door at (${e.at.x}, ${e.at.y})${worked}${told}.`, dice: e.roll ? { title: `${N(e.unit)}: ${e.roll.label}`, lines: [rollLine(e.roll)], outcome: e.roll.outcome } : null };
    }
    case 'defence.offered':
    case 'turn.started':
    case 'turn.ended':
    case 'effects.applied':
      return { text: null, dice: null };
  }
}

/**
 * The lines and dice entries one viewer reads for one command's events. `knows` says which units
 * it knew during the command; `state` is the battle after it (for names and the round).
 * Initiative is one dice entry per unit, so a viewer reads only the rolls of units it knows. A GM
 * line or roll is read by every viewer when the GM made it public, otherwise by the GM alone
 * (`gm`: the all-seeing viewer), where it is marked `private`. A public edit of a unit is still
 * read only by viewers who knew that unit during the command (the GM tells what they could see;
 * a public note tells anything), and another unit it names that the viewer did not know is
 * "someone unseen".
 */
export function viewerLines(
  state: BattleState,
  events: readonly BattleEvent[],
  knows: (id: string) => boolean,
  serial: number,
  gm = false,
): { lines: LogLine[]; dice: DiceEntry[]; next: number } {
  const lines: LogLine[] = [];
  const dice: DiceEntry[] = [];
  const nameOf = new Map(state.units.map((u) => [u.id, u.name]));
  const knownNames = new Set(state.units.filter((u) => knows(u.id)).map((u) => u.name));
  const n: Namer = Object.assign((id: string) => (knows(id) ? (nameOf.get(id) ?? UNSEEN) : UNSEEN), { known: (name: string) => knownNames.has(name) });
  let s = serial;
  const round = state.clock.round;
  const named = missionNames(state.mission);
  for (const e of events) {
    const told = e.type === 'gm.edit' || e.type === 'gm.roll';
    const secret = told && !e.public;
    if (secret && !gm) continue;
    // A GM edit, public or not, is read only by viewers who knew its unit: "public" tells what they could see.
    const ids = involved(e);
    if (ids.length > 0 && !ids.some(knows)) continue;
    const d = describe(e, n, knows, named);
    const mark = secret ? { private: true as const } : {};
    if (d.text !== null) lines.push({ serial: s++, round, text: d.text, ...mark });
    if (e.type === 'round.started') {
      for (const r of e.rolls) if (knows(r.unit)) dice.push({ serial: s++, round: e.round, title: `Initiative: ${n(r.unit)}`, lines: [rollLine(r.roll)], outcome: `acts at ${signed(r.roll.total)}` });
    } else if (d.dice) dice.push({ serial: s++, round, ...d.dice, ...mark });
  }
  return { lines, dice, next: s };
}

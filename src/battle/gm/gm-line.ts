import { agentLevel } from '../../agents/levels';
import { ladderWord } from '../../core/ladder';
import { woundLevelName } from '../../ops/data/wound-chart';
import type { RollRecord } from '../../ops/dice/roll-record';
import type { GmEdit, GmUnitState, GmWoundRow } from '../state/gm';
import type { Controller } from '../state/types';

/**
 * The words of GM lines in the combat log ("GM: Red Wolf moved to (12, 4)."). Pure: the same edit
 * gives the same line on the GM's screen, on the projector when it is public, and in a replay.
 */

export const FACING_WORDS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;

export const facingWord = (facing: number): string => FACING_WORDS[facing] ?? `facing ${facing}`;

const rowName = (row: GmWoundRow): string => (row === 'dead' ? 'death' : woundLevelName(row));
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

const SOURCE_WORDS = { roster: 'from the roster', shipped: 'a shipped agent', random: 'a random agent' } as const;

function stateText(name: string, set: GmUnitState, other: string | null): string {
  switch (set.state) {
    case 'dodging':
      return set.on ? `${name} is dodging until the round ends` : `${name} is no longer dodging`;
    case 'blind':
      return set.rounds === 0 ? `${name} can see again` : `${name} is blind for ${plural(set.rounds, 'round')}`;
    case 'grabbed':
      return set.by === null ? `${name} is no longer held` : `${name} is held by ${other ?? set.by}`;
    case 'holding':
      if (set.until === null) return `${name} no longer holds`;
      return 'value' in set.until ? `${name} holds until initiative ${set.until.value > 0 ? '+' : ''}${set.until.value}` : `${name} holds until ${other ?? set.until.unit} acts`;
    case 'out':
      return set.on ? `${name} is out of the fight` : `${name} is back in the fight from the next round`;
  }
}

function text(edit: GmEdit): string {
  switch (edit.kind) {
    case 'moved': {
      const facing = edit.facing === null ? '' : `, facing ${facingWord(edit.facing)}`;
      const released = edit.released.length > 0 ? ` (${edit.released.join(' and ')} let go)` : '';
      return `${edit.name} moved to (${edit.to.x}, ${edit.to.y})${facing}${released}`;
    }
    case 'faced':
      return `${edit.name} now faces ${facingWord(edit.facing)}`;
    case 'wounds': {
      const what = edit.row === 'dead' ? (edit.marked === 1 ? `${edit.name} is marked dead` : `${edit.name} is no longer marked dead`) : `${edit.name}'s ${rowName(edit.row)}: ${edit.marked} of ${plural(edit.boxes, 'box', 'boxes')} marked`;
      const status = edit.row === 'dead' ? '' : edit.status === 'out' ? ' (out of the fight)' : edit.status === 'dead' ? ' (dead)' : '';
      return `${what}${status}`;
    }
    case 'ammo':
      return `${edit.name}'s ${edit.weapon}: ${plural(edit.loaded, 'round')} loaded, ${plural(edit.spares, 'spare magazine')}`;
    case 'flash-bangs':
      return `${edit.name} carries ${plural(edit.count, 'flash-bang')}`;
    case 'armor':
      return `${edit.name}'s ${edit.armor}: ballistic ${edit.ballistic}, physical ${edit.physical}`;
    case 'state':
      return stateText(edit.name, edit.set, edit.other);
    case 'added':
      return `${edit.name} joins ${edit.sideName} at (${edit.at.x}, ${edit.at.y}), ${edit.level ? `a random ${agentLevel(edit.level).name} agent` : SOURCE_WORDS[edit.source]}; acts from the next round`;
    case 'removed':
      return `${edit.name} is taken off the battle`;
    case 'door':
      return `the door at (${edit.at.x}, ${edit.at.y}) is ${edit.was === 'destroyed' ? 'put back, ' : 'now '}${edit.state}`;
    case 'control':
      if (edit.seat) return seatControlText(edit.sideName, edit.controller, edit.seat);
      return `${edit.sideName} ${edit.controller.kind === 'computer' ? `is played by the computer (${edit.controller.level})` : `is played by hand (seat ${edit.controller.seat + 1})`} from now on`;
    case 'note':
      return edit.text;
    case 'mission':
      return edit.text;
  }
}

/** A seat's own hand-over of its side (commands/gm-control.ts): the seat's words, not the GM's. */
function seatControlText(side: string, c: Controller, seat: 'round' | 'keep' | 'back' | 'ended'): string {
  const level = c.kind === 'computer' ? c.level : '';
  switch (seat) {
    case 'round':
      return `${side} lets the computer (${level}) finish this round`;
    case 'keep':
      return `${side} is handed to the computer (${level}) until its seat takes it back`;
    case 'back':
      return `${side} is taken back by its seat`;
    case 'ended':
      return `${side} is back in its seat's hands`;
  }
}

/** "GM: Red Wolf moved to (12, 4)." — a private note reads "GM note: …"; a seat's own hand-over has no "GM". */
export function gmLine(edit: GmEdit, isPublic: boolean): string {
  const t = text(edit);
  if (edit.kind === 'control' && edit.seat) return `${t}.`;
  const stop = /[.!?]$/.test(t) ? '' : '.';
  return `${edit.kind === 'note' && !isPublic ? 'GM note' : 'GM'}: ${t}${stop}`;
}

/** A chance as the odds are shown (DESIGN.md "Odds"): exact to a tenth, never "100%" for what is not certain. */
export function chanceText(p: number): string {
  if (p >= 1) return '100%';
  if (p <= 0) return '0%';
  const t = (p * 100).toFixed(1);
  return t === '100.0' ? '>99.9%' : t === '0.0' ? '<0.1%' : `${t}%`;
}

/** "GM roll, the fence: Climbing Good + 4dF = Great vs Great, success (61.7% to succeed)." */
export function gmRollLine(roll: RollRecord, chance: number | null): string {
  const against = roll.against.kind === 'difficulty' ? ` vs ${ladderWord(roll.against.value)}, ${roll.outcome}` : '';
  const odds = chance === null ? '' : ` (${chanceText(chance)} to succeed)`;
  return `GM roll, ${roll.label}: ${roll.trait.name} ${ladderWord(roll.trait.value)} + ${roll.faces.length}dF = ${ladderWord(roll.total)}${against}${odds}.`;
}

/**
 * The battle's own keys, on top of the map's (renderer/table/keyboard.ts):
 * every action works without a mouse. Pure lookup, so the help overlay and the handler agree.
 */
import type { KeyHelp } from '../table/keyboard';
import type { RuleKey } from './rule-keys';

export type BattleKeyAction =
  | 'help'
  | 'attack'
  | 'next-target'
  | 'next-option'
  | 'end-turn'
  | 'dodge'
  | 'no-dodge'
  | 'hold'
  | 'act-now'
  | 'reload'
  | 'throw'
  | 'first-aid'
  | 'clear-target'
  | 'seat-finish'
  | 'seat-toggle'
  | RuleKey
  | { readonly shots: number };

export function battleKey(name: string): BattleKeyAction | undefined {
  switch (name) {
    case '?':
      return 'help';
    case 'a':
      return 'attack';
    case 't':
      return 'next-target';
    case 'o':
      return 'next-option';
    case 'e':
      return 'end-turn';
    case 'd':
      return 'dodge';
    case 'shift+d':
      return 'no-dodge';
    case 'h':
      return 'hold';
    case 'shift+h':
      return 'act-now';
    case 'r':
      return 'reload';
    case 'x':
      return 'throw';
    case 'i':
      return 'first-aid';
    case 'escape':
      return 'clear-target';
    case 'b':
      return 'block';
    case 'w':
      return 'next-weapon';
    case 'shift+w':
      return 'put-away';
    case 'p':
      return 'pick-up';
    case 'u':
      return 'door-use';
    case 'j':
      return 'door-pick';
    case 'k':
      return 'door-kick';
    case 'shift+k':
      return 'door-charge';
    case 'y':
      return 'watch';
    case 'end':
      return 'seat-finish';
    case 'shift+end':
      return 'seat-toggle';
    default:
      return /^[1-9]$/.test(name) ? { shots: Number(name) } : undefined;
  }
}

export const BATTLE_KEY_HELP: readonly KeyHelp[] = [
  { keys: 'Tab / N', does: 'Next unit (select it; your acting unit takes the turn)' },
  { keys: 'Shift + arrow keys', does: 'Move the cell cursor (an enemy under it shows the odds)' },
  { keys: 'Enter / Space', does: 'Walk or run to the cursor cell, or pick the unit there as target' },
  { keys: 'T', does: 'Next target in reach (shows the attack preview)' },
  { keys: 'O', does: 'Next way to attack (shots, full auto, melee maneuvers)' },
  { keys: '1 … 9', does: 'Number of semi-automatic shots' },
  { keys: 'A', does: 'Attack the target with the chosen way' },
  { keys: 'R', does: 'Reload' },
  { keys: 'D', does: 'Dodge (as the action, or when asked after an attack)' },
  { keys: 'B', does: 'Block when asked after a melee attack (otherwise: range bands)' },
  { keys: 'Shift + D', does: 'Do not dodge or block when asked' },
  { keys: 'H', does: 'Hold (as chosen in the Hold list)' },
  { keys: 'Shift + H', does: 'Act now: a held unit of yours joins the acting group' },
  { keys: 'Y', does: 'Watch (overwatch, when the battle is played with it): fire on the first enemy to step into sight' },
  { keys: 'X', does: 'Throw a flash-bang at the cursor cell' },
  { keys: 'I', does: 'First aid on the chosen patient' },
  { keys: 'W', does: 'Take the next weapon in hand (Shift + W: put it away)' },
  { keys: 'P', does: 'Pick up the weapon on the floor within reach' },
  { keys: 'U', does: 'Open or close the door next to the unit (the one under the cursor first)' },
  { keys: 'J', does: 'Pick the lock of that door' },
  { keys: 'K', does: 'Kick that door in (Shift + K: blow it with a door charge)' },
  { keys: 'E', does: 'End turn' },
  { keys: 'End', does: 'Let the computer finish your side\'s round (then your turn as usual)' },
  { keys: 'Shift + End', does: 'Hand your side to the computer, or take it back while it plays' },
  { keys: 'M', does: 'Measure from the selected unit (Shift + M: from the cursor)' },
  { keys: 'Esc', does: 'Drop the target and put the ruler away' },
  { keys: '?', does: 'This help' },
  { keys: 'F1', does: 'The rules reference, with this battle\'s house rules (also the Rules button)' },
];

/**
 * The GM's keys: every GM edit without a mouse, on top of the map's keys
 * (renderer/table/keyboard.ts) and the battle's (a side the GM plays by hand). Names as
 * `keyName` gives them; the help overlay lists GM_KEY_HELP, so the handler and the help agree.
 */
import type { KeyHelp } from '../table/keyboard';
import { QUICK_EDITS, type QuickEdit } from './gm-quick-edits';

/** The edits of the selected unit: they need one. */
export type GmUnitKey =
  /** Open the edit panel of the selected unit (wounds, ammunition, armor, states): every field by Tab. */
  | 'edit'
  /** GM move: the selected unit to the cell cursor, no movement cost. */
  | 'place'
  | 'face-left'
  | 'face-right'
  | 'remove'
  /** One-key edits of the selected unit (gm-quick-edits.ts). */
  | QuickEdit;

export type GmTableKey =
  /** Add a unit at the cell cursor (from the roster, the shipped agents or a random one). */
  | 'add'
  /** The door at the cell cursor: open, closed, locked in turn. */
  | 'door'
  /** The doors of the map, nearest the selected unit first: open, close, lock, unlock. */
  | 'doors'
  /** A mission's defenders' awareness, the alarm and the light (gm-mission.ts). */
  | 'mission'
  /** Who plays each side: the GM by hand or the computer (the players' sides stay theirs). */
  | 'sides'
  | 'roll'
  | 'note'
  /** Whether the next edits are told to the players. */
  | 'public'
  | 'view-as'
  | 'fog'
  /** Hold every computer side, or release all. */
  | 'pause'
  | 'step'
  | 'timeline'
  | 'blackout'
  | 'ping'
  | 'pin-camera'
  | 'ruler'
  | 'radius'
  | 'cone'
  /** The next ruler or cone starts on the cursor cell instead of the selected unit. */
  | 'anchor'
  | 'unpin';

export type GmKeyAction = GmUnitKey | GmTableKey;

const UNIT_KEYS: readonly string[] = ['edit', 'place', 'face-left', 'face-right', 'remove', ...QUICK_EDITS] satisfies readonly GmUnitKey[];

export const isUnitKey = (a: GmKeyAction): a is GmUnitKey => UNIT_KEYS.includes(a);

const KEYS: Readonly<Record<string, GmKeyAction>> = {
  'shift+e': 'edit',
  'shift+enter': 'place',
  '[': 'face-left',
  ']': 'face-right',
  delete: 'remove',
  'shift+a': 'add',
  'shift+o': 'door',
  'shift+r': 'roll',
  'shift+j': 'note',
  'shift+p': 'public',
  'shift+v': 'view-as',
  'shift+f': 'fog',
  ',': 'pause',
  '.': 'step',
  'shift+t': 'timeline',
  'shift+b': 'blackout',
  'shift+g': 'ping',
  'shift+i': 'pin-camera',
  'shift+l': 'ruler',
  'shift+z': 'radius',
  'shift+c': 'cone',
  'shift+x': 'unpin',
  'shift+u': 'anchor',
  'shift+y': 'doors',
  'shift+s': 'sides',
  // The alert mark: every Shift + letter is taken by the map, the battle or the GM.
  '!': 'mission',
  v: 'wound.mark',
  q: 'wound.clear',
  "'": 'rounds.more',
  ';': 'rounds.less',
  '"': 'spares.more',
  ':': 'spares.less',
  s: 'dodging',
  z: 'blind',
  'shift+q': 'out',
  // Y is the battle's Watch (R-OPS-48, XCOM's overwatch key); the GM's let-go is 0 ("nothing holds").
  '0': 'let-go',
};

export function gmKey(name: string): GmKeyAction | undefined {
  return KEYS[name];
}

export const GM_KEY_HELP: readonly KeyHelp[] = [
  { keys: 'Shift + E', does: 'GM: edit the selected unit (wounds, ammunition, armor, states; Tab through the fields)' },
  { keys: 'Shift + Enter', does: 'GM: put the selected unit on the cursor cell (no movement cost)' },
  { keys: 'Drag a token', does: 'GM: put it on any free cell (no movement cost; Alt + drag too); drag the ground to pan' },
  { keys: '[ / ]', does: 'GM: turn the selected unit an eighth left / right' },
  { keys: 'Delete', does: 'GM: take the selected unit off the battle' },
  { keys: 'Shift + A', does: 'GM: add a unit on the cursor cell (roster, shipped or random)' },
  { keys: 'V / Q', does: 'GM: mark / clear a wound box of the selected unit (the lightest free row / the most serious marked one)' },
  { keys: "' / ;", does: 'GM: one round more / less in the selected unit\'s firearm' },
  { keys: '" / :', does: 'GM: one spare magazine more / less' },
  { keys: 'S', does: 'GM: the selected unit dodging on / off' },
  { keys: 'Z', does: 'GM: the selected unit blind for a round / sees again' },
  { keys: 'Shift + Q', does: 'GM: the selected unit out of the fight / back in' },
  { keys: '0', does: 'GM: the selected unit lets go (no longer held, or no longer holding its action)' },
  { keys: 'Shift + O', does: 'GM: the door on the cursor cell: open, closed, locked' },
  { keys: 'Shift + S', does: 'GM: who plays each side (the GM by hand, or the computer at a level)' },
  { keys: '!', does: 'GM: the mission — each defender\'s awareness, raise or cancel the alarm, light or darken the cells at the cursor' },
  { keys: 'Shift + Y', does: 'GM: the map\'s doors, nearest first (open, close, lock, unlock)' },
  { keys: 'Shift + R', does: 'GM: dice roller (exact odds first; public or private)' },
  { keys: 'Shift + J', does: 'GM: write a note or an announcement' },
  { keys: 'Shift + P', does: 'GM: tell the players the next edits, or keep them private' },
  { keys: 'Shift + V', does: 'GM: view as the players, each side, or everything' },
  { keys: 'Shift + F', does: 'GM: fog of the viewed side on / off' },
  { keys: ', / .', does: 'GM: hold every computer side, or release all / one step of the held side to move' },
  { keys: 'Shift + T', does: 'GM: timeline (rewind to any round, restore)' },
  { keys: 'Shift + B', does: 'GM: blackout on the players\' display' },
  { keys: 'Shift + G', does: 'GM: ping the cursor cell on the players\' display' },
  { keys: 'Shift + I', does: 'GM: players\' display follows the camera, or stays pinned here' },
  { keys: 'Shift + L / Z / C', does: 'GM: pin a ruler / a 2 m radius / a cone from the selected unit to the cursor' },
  { keys: 'Shift + U', does: 'GM: the next ruler or cone starts on the cursor cell (aim it with the cursor; again: from the selected unit)' },
  { keys: 'Shift + X', does: 'GM: remove the newest template' },
];

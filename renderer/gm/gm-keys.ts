/**
 * The GM's keys (issue 13 point 8): every GM edit without a mouse, on top of the map's keys
 * (renderer/table/keyboard.ts) and the battle's (a side the GM plays by hand). Names as
 * `keyName` gives them; the help overlay lists GM_KEY_HELP, so the handler and the help agree.
 */
import type { KeyHelp } from '../table/keyboard';

export type GmKeyAction =
  /** Open the edit panel of the selected unit (wounds, ammunition, armor, states): every field by Tab. */
  | 'edit'
  /** GM move: the selected unit to the cell cursor, no movement cost. */
  | 'place'
  | 'face-left'
  | 'face-right'
  | 'remove'
  /** Add a unit at the cell cursor (from the roster, the shipped agents or a random one). */
  | 'add'
  /** The door at the cell cursor: open, closed, locked in turn. */
  | 'door'
  | 'roll'
  | 'note'
  /** Whether the next edits are told to the players. */
  | 'public'
  | 'view-as'
  | 'fog'
  | 'pause'
  | 'step'
  | 'timeline'
  | 'blackout'
  | 'ping'
  | 'pin-camera'
  | 'ruler'
  | 'radius'
  | 'cone'
  | 'unpin';

const KEYS: Readonly<Record<string, GmKeyAction>> = {
  'shift+e': 'edit',
  'shift+enter': 'place',
  '[': 'face-left',
  ']': 'face-right',
  delete: 'remove',
  'shift+a': 'add',
  'shift+o': 'door',
  'shift+r': 'roll',
  'shift+w': 'note',
  'shift+p': 'public',
  'shift+v': 'view-as',
  'shift+f': 'fog',
  p: 'pause',
  '.': 'step',
  'shift+t': 'timeline',
  'shift+b': 'blackout',
  'shift+g': 'ping',
  'shift+k': 'pin-camera',
  'shift+l': 'ruler',
  'shift+z': 'radius',
  'shift+c': 'cone',
  'shift+x': 'unpin',
};

export function gmKey(name: string): GmKeyAction | undefined {
  return KEYS[name];
}

export const GM_KEY_HELP: readonly KeyHelp[] = [
  { keys: 'Shift + E', does: 'GM: edit the selected unit (wounds, ammunition, armor, states; Tab through the fields)' },
  { keys: 'Shift + Enter', does: 'GM: put the selected unit on the cursor cell (no movement cost)' },
  { keys: 'Alt + drag', does: 'GM: drag a token to any free cell (no movement cost)' },
  { keys: '[ / ]', does: 'GM: turn the selected unit an eighth left / right' },
  { keys: 'Delete', does: 'GM: take the selected unit off the battle' },
  { keys: 'Shift + A', does: 'GM: add a unit on the cursor cell (roster, shipped or random)' },
  { keys: 'Shift + O', does: 'GM: the door on the cursor cell: open, closed, locked' },
  { keys: 'Shift + R', does: 'GM: dice roller (exact odds first; public or private)' },
  { keys: 'Shift + W', does: 'GM: write a note or an announcement' },
  { keys: 'Shift + P', does: 'GM: tell the players the next edits, or keep them private' },
  { keys: 'Shift + V', does: 'GM: view as the players, each side, or everything' },
  { keys: 'Shift + F', does: 'GM: fog of the viewed side on / off' },
  { keys: 'P / .', does: 'GM: pause or resume the computer / one computer step' },
  { keys: 'Shift + T', does: 'GM: timeline (rewind to any round, restore)' },
  { keys: 'Shift + B', does: 'GM: blackout on the players\' display' },
  { keys: 'Shift + G', does: 'GM: ping the cursor cell on the players\' display' },
  { keys: 'Shift + K', does: 'GM: players\' display follows the camera, or stays pinned here' },
  { keys: 'Shift + L / Z / C', does: 'GM: pin a ruler / a 2 m radius / a cone from the selected unit to the cursor' },
  { keys: 'Shift + X', does: 'GM: remove the newest template' },
];

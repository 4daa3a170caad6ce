import type { BattleMap } from '../map/types';
import type { BattleState } from '../state/types';
import { reject, type CommandResult } from './actor';
import { gmAmmo, gmArmor, gmFace, gmFlashBangs, gmMove, gmStep, gmWounds } from './gm-edits';
import { gmControl } from './gm-control';
import { gmDoor } from './gm-doors';
import { gmAddUnit, gmRemoveUnit } from './gm-roster';
import { gmRoll } from './gm-roll';
import { gmState } from './gm-states';
import { GM_NOTE_MAX, type GmCommand } from './gm-types';
import { gmMission } from '../mission/gm';

/** A note or announcement: any printable text, at most GM_NOTE_MAX characters. */
function gmNote(state: BattleState, text: string, isPublic: boolean): CommandResult {
  const t = text.trim();
  if (t === '') return reject('A note needs some text.');
  if (t.length > GM_NOTE_MAX) return reject(`A note is at most ${GM_NOTE_MAX} characters.`);
  return gmStep(state, { kind: 'note', text: t }, isPublic);
}

/**
 * The GM's commands (gm-types.ts), dispatched from applyBattleCommand before the turn checks: the
 * GM is nobody's turn. Notes and rolls are taken at any time; unit edits not once the battle is over or
 * while a unit is asked whether it dodges.
 */
export function applyGmCommand(state: BattleState, map: BattleMap, c: GmCommand): CommandResult {
  switch (c.type) {
    case 'gm.move':
      return gmMove(state, map, c.unit, c.to, c.facing, c.public);
    case 'gm.face':
      return gmFace(state, c.unit, c.facing, c.public);
    case 'gm.wounds':
      return gmWounds(state, c.unit, c.row, c.marked, c.public);
    case 'gm.ammo':
      return gmAmmo(state, c.unit, c.weapon, c.loaded, c.spares, c.public);
    case 'gm.flash-bangs':
      return gmFlashBangs(state, c.unit, c.count, c.public);
    case 'gm.armor':
      return gmArmor(state, c.unit, c.ballistic, c.physical, c.public);
    case 'gm.state':
      return gmState(state, c.unit, c.set, c.public);
    case 'gm.add-unit':
      return gmAddUnit(state, map, { side: c.side, name: c.name, file: c.agent, at: c.at, source: c.source, level: c.level ?? null }, c.public);
    case 'gm.remove-unit':
      return gmRemoveUnit(state, c.unit, c.public);
    case 'gm.control':
      return gmControl(state, c.side, c.controller, c.public, c.seat);
    case 'gm.door':
      return gmDoor(state, c.at, c.state, c.public);
    case 'gm.note':
      return gmNote(state, c.text, c.public);
    case 'gm.roll':
      return gmRoll(state, c, c.public);
    case 'gm.mission':
      return gmMission(state, c);
  }
}

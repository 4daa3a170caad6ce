import { reject, type CommandResult } from '../commands/actor';
import { gmStep } from '../commands/gm-edits';
import type { CellRect } from '../map/types';
import type { BattleState } from '../state/types';
import { unitById } from '../state/units';
import { guardOf, isDefender, withMission } from './access';
import { encodeLight, LEVEL_CODE, lightGrid, withLight } from './light';
import type { Awareness, LightLevel } from './types';

/**
 * The GM's hand on a mission (src/battle/README.md "GM mode"): set a defender's awareness (R-OPS-39),
 * raise or cancel the alarm (R-OPS-44), light or darken a rectangle of cells (R-OPS-43). Ordinary
 * commands of the log, each with its GM line (public or the GM's own).
 */
export type GmMissionSet =
  | { readonly kind: 'awareness'; readonly unit: string; readonly to: Awareness }
  | { readonly kind: 'alarm'; readonly raised: boolean }
  | { readonly kind: 'light'; readonly rect: CellRect; readonly level: LightLevel };

export interface GmMissionCommand {
  readonly type: 'gm.mission';
  readonly set: GmMissionSet;
  readonly public: boolean;
}

/** What the GM line says of a mission edit. */
export function gmMissionWords(set: GmMissionSet, name: string): string {
  switch (set.kind) {
    case 'awareness':
      return `${name} is made ${set.to}`;
    case 'alarm':
      return set.raised ? 'the alarm is raised' : 'the alarm is cancelled';
    case 'light':
      return `the cells from (${set.rect.x}, ${set.rect.y}) to (${set.rect.x + set.rect.w - 1}, ${set.rect.y + set.rect.h - 1}) are ${set.level}`;
  }
}

export function gmMission(state: BattleState, c: GmMissionCommand): CommandResult {
  const m = state.mission;
  if (!m) return reject('This battle is not a mission.');
  if (state.phase === 'over') return reject('The battle is over.');
  const set = c.set;
  if (set.kind === 'awareness') {
    const u = unitById(state, set.unit);
    if (!u || !isDefender(m, u)) return reject('Only a defender has an awareness to set.');
    const g = guardOf(m, u);
    const next = withMission(state, { ...m, guards: { ...m.guards, [u.id]: { ...g, awareness: set.to, since: state.clock.round, look: set.to === 'unaware' ? null : g.look } } });
    return gmStep(next, { kind: 'mission', unit: u.id, name: u.name, text: gmMissionWords(set, u.name) }, c.public);
  }
  if (set.kind === 'alarm') {
    if (set.raised === m.alarm.raised) return reject(set.raised ? 'The alarm is already raised.' : 'No alarm is raised.');
    const alarm = set.raised ? { raised: true, round: state.clock.round, by: 'gm', how: 'gm' } : { raised: false, round: null, by: null, how: null };
    // Raising it alerts the whole side, as any alarm does (R-OPS-44); cancelling leaves minds as they are.
    const guards = set.raised ? Object.fromEntries(Object.entries(m.guards).map(([id, g]) => [id, { ...g, awareness: 'alerted' as const, radio: null }])) : m.guards;
    return gmStep(withMission(state, { ...m, alarm, guards }), { kind: 'mission', unit: null, name: '', text: gmMissionWords(set, '') }, c.public);
  }
  const { rect } = set;
  const { width, height } = state.map;
  if (![rect.x, rect.y, rect.w, rect.h].every(Number.isInteger) || rect.w < 1 || rect.h < 1 || rect.x < 0 || rect.y < 0 || rect.x + rect.w > width || rect.y + rect.h > height) {
    return reject('Those cells are not all on the map.');
  }
  const grid = withLight(lightGrid(m.light, width, height), width * height, width, rect, LEVEL_CODE[set.level]);
  const light = encodeLight(grid);
  return gmStep(withMission(state, { ...m, light }), { kind: 'mission', unit: null, name: '', text: gmMissionWords(set, '') }, c.public);
}

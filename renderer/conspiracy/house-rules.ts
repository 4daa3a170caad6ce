/**
 * The house rules a conspiracy game was begun with, as the rules reference lists them
 * (DECISIONS.md: named settings, stored in the game).
 */
import type { HouseRule } from '../help/help-view';
import type { ConspiracySession } from './session';

/** The house rules of this game, as the rules reference lists them. */
export function houseRules(session: ConspiracySession): HouseRule[] {
  const s = session.settings();
  return [
    { id: 'R-HATS-7', name: 'Lethality', value: String(s.options.lethality), note: s.options.lethality === 2 ? 'the default' : 'default 2' },
    { id: 'R-HATS-11', name: 'Turn limit', value: `${s.turnLimit} rounds` },
    { id: 'R-CORE-6', name: 'Ironman', value: s.options.ironman ? 'on: no undo, no rewind, saved after every command' : 'off' },
    { id: 'R-HATS-17', name: 'Random events', value: s.options.events && session.hasEvents() ? 'on: one a round' : 'off' },
    { id: 'R-LINK-1', name: 'Fights as firefights', value: s.options.firefights === true ? 'on: a human seat may play a fight between Agents out as a battle' : 'off', note: 'default off' },
    ...lastWithAgents(session),
  ];
}

/** The reading of "the last with Agents" this game was begun under (src/hats/rules/victory.ts). */
function lastWithAgents(session: ConspiracySession): HouseRule[] {
  const rule = session.lastWithAgentsRule();
  if (rule === null) return [];
  return [rule === 'every turn'
    ? { id: 'R-HATS-11', name: 'Last with Agents', value: 'judged at the end of every turn', note: 'a conspiracy that loses its last Agent in a rival\'s turn loses when that turn ends, if no third one still has Agents' }
    : { id: 'R-HATS-11', name: 'Last with Agents', value: 'judged once the others are out', note: 'a game begun before this release: each conspiracy is out only after ending its own turn with no Agent' }];
}

/**
 * R-LINK-2 on the board: the side that holds the field wins the Combat; the losing Agent takes one
 * wound row per squad unit taken out (R-HATS-7's rows: Scratched, Hurt, Very Hurt, Incapacitated),
 * and is eliminated when its whole squad is. The log says the fight was played out, on which map,
 * in how many rounds (what a Roll's line says with its dice). Who learns what is as in a rolled
 * Combat (referee.ts fight): the Agents watching and the two conspiracies.
 */
import { WOUND_NAMES } from '../hats/rules/combat';
import { noteWound } from '../hats/rules/dossier';
import { knownAs, reveal, seatsWatching, unitArea, unitName, unitOwner } from '../hats/rules/referee';
import type { Tx } from '../hats/rules/tx';
import type { PendingFight, SeatId, WoundRow } from '../hats/state';
import { linkOutcome, rowAfterLoss } from './firefight';
import type { BattleState } from '../battle/state/types';

const MAP_WORDS: Readonly<Record<string, string>> = { 'office-floor': 'an office floor', 'woodland-road': 'a woodland road' };

export function settleFirefight(tx: Tx, fight: PendingFight, final: BattleState, mapName: string): void {
  const s = tx.state;
  const o = linkOutcome(final);
  const attackerId = fight.actor;
  const defenderId = fight.target;
  const att = unitName(s, attackerId);
  const def = unitName(s, defenderId);
  const attOwner = unitOwner(s, attackerId);
  const defOwner = unitOwner(s, defenderId);
  const where = unitArea(s, defenderId);
  const watchers = [...new Set([unitArea(s, attackerId), where].flatMap((ar) => seatsWatching(s, ar, null)))];
  // As in a rolled Combat: the Agents that fight are spotted by whoever watches and by each other.
  reveal(tx, attackerId, [...watchers, ...(defOwner ? [defOwner] : [])]);
  reveal(tx, defenderId, [...watchers, ...(attOwner ? [attOwner] : [])]);
  const audience = [...new Set([...watchers, ...(attOwner ? [attOwner] : []), ...(defOwner ? [defOwner] : [])])];
  const place = `played out as a firefight on ${MAP_WORDS[mapName] ?? mapName}, ${o.rounds} round${o.rounds === 1 ? '' : 's'} (R-LINK-2)`;
  const say = (line: (attacker: string) => string): void => {
    const named = audience.filter((seat) => knownAs(tx.state, seat, attackerId) === att);
    const unnamed = audience.filter((seat) => !named.includes(seat));
    tx.log(named, line(att), [], where);
    tx.log(unnamed, line('An unknown Agent'), [], where);
  };
  if (o.winner === null) {
    say((who) => `${who} attacks ${def}, ${place}: neither team holds the field, nobody is hurt.`);
    return;
  }
  const loser = o.winner === 'attacker' ? defenderId : attackerId;
  const takenOut = o.winner === 'attacker' ? o.defenderOut : o.attackerOut;
  const winnerName = o.winner === 'attacker' ? att : def;
  const loserName = o.winner === 'attacker' ? def : att;
  say((who) => `${who} attacks ${def}, ${place}: ${o.winner === 'attacker' ? who : winnerName}'s team holds the field; ${loserName} loses ${takenOut} of 4 units.`);
  woundRows(tx, loser, takenOut, watchers, o.winner === 'attacker' ? attOwner : defOwner);
}

/** The loser's new row, logged as a wound is (referee.ts hurt), with the dealer told (rules edition 4). */
function woundRows(tx: Tx, id: string, takenOut: number, witnesses: readonly SeatId[], dealer: SeatId | null): void {
  const s = tx.state;
  const agent = s.agents[id];
  if (!agent || takenOut <= 0) return;
  const row = rowAfterLoss(agent.wounds, takenOut);
  const name = unitName(s, id);
  const told = s.version >= 4 && dealer !== null && knownAs(s, dealer, id) === name ? [...witnesses, dealer] : witnesses;
  const owner = unitOwner(s, id);
  const audience = owner ? [...told, owner] : [...told];
  const area = unitArea(s, id);
  if (row >= 5) {
    tx.removeAgent(id);
    tx.staleMarks(id);
    tx.log(audience, `${name} is eliminated.`, [], area);
    return;
  }
  tx.setAgent(id, { wounds: row as WoundRow, protecting: row >= 4 ? null : agent.protecting });
  tx.log(audience, `${name} is ${WOUND_NAMES[row]}.`, [], area);
  noteWound(tx, id, row as WoundRow, told);
}

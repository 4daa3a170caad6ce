/**
 * What a seat learns about another's Agent and keeps (R-HATS-12, R-HATS-18): the dossier of a mark,
 * taken when the Agent is spotted, and, from rules edition 4, kept up to date with what the seat
 * then knows for certain: the wounds it dealt or saw dealt, the Loyalty level its own Subversion or
 * Psychic Assault took, the row every Agent heals in a public "Medical breakthrough". Previews and
 * the computer players read these dossiers, never the live Agent.
 */
import type { Agent, HatsState, Mark, SeatId, WoundRow } from '../state';
import { dossierOf } from '../view/knowledge';
import { TERRIBLE } from '../../core/ladder';
import type { Tx } from './tx';

/** A fresh mark on `agent` for a seat that spots it now. */
export function agentMark(state: HatsState, agent: Agent): Mark & { kind: 'agent' } {
  const fresh = { kind: 'agent' as const, target: agent.id, area: agent.area, owner: agent.owner, round: state.round, stale: false, dossier: dossierOf(agent, state.version) };
  return state.version >= 4 ? { ...fresh, serial: state.serial } : fresh;
}

function liveMark(state: HatsState, seat: SeatId, id: string): (Mark & { kind: 'agent' }) | null {
  const m = state.marks[seat]?.[id];
  return m && m.kind === 'agent' && !m.stale ? m : null;
}

/** Edition 4: each of `seats` with a live mark on the Agent now knows its wound row (it dealt the blow or saw it). */
export function noteWound(tx: Tx, id: string, row: WoundRow, seats: readonly SeatId[]): void {
  if (tx.state.version < 4) return;
  for (const seat of new Set(seats)) {
    const m = liveMark(tx.state, seat, id);
    if (m) tx.setMark(seat, { ...m, serial: tx.state.serial, dossier: { ...m.dossier, wounds: row } });
  }
}

/** Edition 4: the seat whose Subversion or Psychic Assault lowered an Agent's Loyalty knows it is a level lower (never below Terrible). */
export function noteLoyaltyDrop(tx: Tx, id: string, seat: SeatId): void {
  if (tx.state.version < 4) return;
  const m = liveMark(tx.state, seat, id);
  if (m) tx.setMark(seat, { ...m, dossier: { ...m.dossier, loyalty: Math.max(TERRIBLE, m.dossier.loyalty - 1) } });
}

/** Edition 4: a public heal of every Agent (R-HATS-17 "Medical breakthrough") heals every dossier a row. */
export function noteHealAll(tx: Tx): void {
  if (tx.state.version < 4) return;
  for (const [seat, marks] of Object.entries(tx.state.marks)) {
    for (const m of Object.values(marks)) {
      if (m.kind === 'agent' && m.dossier.wounds > 0) tx.setMark(seat, { ...m, dossier: { ...m.dossier, wounds: (m.dossier.wounds - 1) as WoundRow } });
    }
  }
}

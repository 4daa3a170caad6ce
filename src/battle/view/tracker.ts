import type { BattleState, Unit } from '../state/types';
import type { SeatView } from './seat-view';

/**
 * The initiative tracker as one viewer knows it: groups of equal initiative as one slot
 * (simultaneous, R-OPS-4), highest first; each known unit's state this round; held units apart
 * (R-OPS-28). Built from the seat view, so it lists only units the viewer has in sight or owns.
 */

/** `watching`: R-OPS-48, shown to whoever sees the watcher (the seat view keeps its watch only then). */
export type TrackState = 'acting' | 'waiting' | 'done' | 'dodging' | 'holding' | 'watching' | 'out';

export interface TrackUnit {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly state: TrackState;
  /** "until Red Fox acts" or "to -1", for holders. */
  readonly hold: string | null;
}

export interface TrackSlot {
  readonly value: number;
  readonly current: boolean;
  readonly units: readonly TrackUnit[];
}

export interface Tracker {
  readonly round: number;
  readonly slots: readonly TrackSlot[];
  readonly holding: readonly TrackUnit[];
}

function stateOf(state: BattleState, u: Unit): TrackState {
  if (u.status !== 'fighting') return 'out';
  if (u.dodging) return 'dodging';
  if (u.hold) return 'holding';
  if (state.watches?.includes(u.id)) return 'watching';
  if (u.turn.done) return 'done';
  if (state.group?.units.includes(u.id) && state.phase === 'turns') return 'acting';
  return 'waiting';
}

function holdText(state: BattleState, u: Unit): string | null {
  if (!u.hold) return null;
  const hold = u.hold;
  if (hold.kind === 'value') return `to ${hold.value}`;
  // The awaited unit by name only when the viewer knows it (own or in sight).
  const other = state.units.find((o) => o.id === hold.unit);
  return `until ${other?.name ?? 'another unit'} acts`;
}

export function trackerOf(view: SeatView): Tracker {
  const state = view.known;
  const byValue = new Map<number, TrackUnit[]>();
  const holding: TrackUnit[] = [];
  for (const u of state.units) {
    if (u.initiative === null || u.status !== 'fighting') continue;
    const t: TrackUnit = { id: u.id, name: u.name, side: u.side, state: stateOf(state, u), hold: holdText(state, u) };
    if (u.hold) holding.push(t);
    else {
      const list = byValue.get(u.initiative) ?? [];
      list.push(t);
      byValue.set(u.initiative, list);
    }
  }
  const slots = [...byValue.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([value, units]) => ({ value, current: state.phase === 'turns' && state.group?.value === value && units.some((t) => t.state === 'acting'), units }));
  return { round: state.clock.round, slots, holding };
}

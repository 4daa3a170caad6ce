/**
 * What the seat table knows between redraws (issue 5 points 4-8): which mode the table is in,
 * whose eyes look, what the battle waits for, the selected and targeted units; and the questions
 * every part of the table asks of it (which unit acts, may these eyes see that unit, what is the
 * status line). Kept apart from the drawing and the commands so each reads on its own.
 */
import { legalActions, type LegalActions, type Unit } from '../../src/battle';
import { waitingFor, type Waiting } from './flow';
import type { SideMark } from './overlays';
import type { BattleSession } from './session';
import { mayShow, type Eyes } from './view-adapter';

/** board: a seat (or everyone) sees the map; handover/computer: the map is hidden; over: the end. */
export type Mode = 'board' | 'handover' | 'computer' | 'over';

export interface SeatState {
  mode: Mode;
  /** The human seat the board was last shown to (hot-seat hand-overs). */
  shownSeat: number | null;
  eyes: Eyes;
  waiting: Waiting;
  selected: string | null;
  /** The target chosen with T or a click; `hovered` wins over it while the cursor is on an enemy. */
  pinned: string | null;
  hovered: string | null;
  optionKey: string | null;
}

export function initialSeatState(session: BattleSession): SeatState {
  return { mode: 'board', shownSeat: null, eyes: { kind: 'all' }, waiting: waitingFor(session.state()), selected: null, pinned: null, hovered: null, optionKey: null };
}

export interface SeatLook {
  sideMark(sideId: string): SideMark;
  unitOf(id: string | null): Unit | undefined;
  /** Whether the current eyes may see this unit. */
  shows(u: Unit): boolean;
  /** The sides whose full sheets the eyes may read. */
  ownSides(): readonly string[];
  /** The unit taking its turn now, when a seat at the table has the turn. */
  active(): Unit | undefined;
  legalFor(u: Unit | undefined): LegalActions | undefined;
  statusText(forSeat: boolean): string;
}

export function seatLook(session: BattleSession, st: SeatState): SeatLook {
  const look: SeatLook = {
    sideMark(sideId) {
      const s = session.state().sides.find((x) => x.id === sideId);
      const m = session.meta.sides.find((x) => x.id === sideId);
      return { name: s?.name ?? sideId, colour: m?.colour ?? 0, letter: m?.letter ?? '?' };
    },
    unitOf: (id) => (id === null ? undefined : session.state().units.find((u) => u.id === id)),
    shows: (u) => mayShow(u, st.eyes, session.sight(st.eyes)),
    ownSides: () => (st.eyes.kind === 'sides' ? st.eyes.sides : session.state().sides.map((s) => s.id)),
    active() {
      const w = st.waiting;
      if (st.mode !== 'board' || w.kind !== 'seat' || w.task !== 'turn') return undefined;
      return look.unitOf(st.selected !== null && w.units.includes(st.selected) ? st.selected : (w.units[0] ?? null));
    },
    legalFor(u) {
      if (!u) return undefined;
      const l = legalActions(session.state(), session.map, u.id);
      return 'rejected' in l ? undefined : l;
    },
    statusText(forSeat) {
      const w = st.waiting;
      if (w.kind === 'over') return session.state().result?.reason ?? 'The battle is over.';
      if (w.kind === 'computer') return w.side ? `${look.sideMark(w.side).name} (computer) is acting` : 'Rolling initiative';
      const who = look.sideMark(w.side).name;
      if (w.task === 'dodge') return `${who} decides whether ${look.unitOf(w.unit)?.name ?? 'a unit'} dodges`;
      return forSeat ? `${who}: your turn` : `${who} to act`;
    },
  };
  return look;
}

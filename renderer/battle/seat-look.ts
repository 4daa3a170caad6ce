/**
 * What the seat table knows between redraws: whom the screen is for (the table flow machine's
 * screen), whose eyes look, the selected and targeted units; and the questions every part of the
 * table asks of it, all answered from the seat view (src/battle/view), never the true state.
 */
import type { LegalActions, Unit } from '../../src/battle';
import { ALL_SEEING, knownUnit, seatActions, type SeatView, type Viewer } from '../../src/battle/view';
import type { TableScreen } from '../flow/table-flow';
import { seatViewer } from './flow';
import type { SideMark } from './overlays';
import type { BattleSession } from './session';

export interface SeatState {
  screen: TableScreen;
  selected: string | null;
  /** The target chosen with T or a click; `hovered` wins over it while the cursor is on an enemy. */
  pinned: string | null;
  hovered: string | null;
  optionKey: string | null;
}

export function initialSeatState(): SeatState {
  return { screen: { kind: 'over' }, selected: null, pinned: null, hovered: null, optionKey: null };
}

export interface SeatLook {
  sideMark(sideId: string): SideMark;
  /** Whose eyes look now: a seat's sides, the solo player's, everything, or nobody (a hidden board). */
  viewer(): Viewer | null;
  /** What those eyes may know now. */
  view(): SeatView | null;
  unitOf(id: string | null): Unit | undefined;
  /** The sides whose full sheets the eyes may read. */
  ownSides(): readonly string[];
  /** The unit taking its turn now, when a seat at the table has the turn. */
  active(): Unit | undefined;
  legalFor(u: Unit | undefined): LegalActions | undefined;
  statusText(): string;
}

export function seatLook(session: BattleSession, st: SeatState): SeatLook {
  const look: SeatLook = {
    sideMark(sideId) {
      const s = session.view(ALL_SEEING).sides.find((x) => x.id === sideId);
      const m = session.meta.sides.find((x) => x.id === sideId);
      return { name: s?.name ?? sideId, colour: m?.colour ?? 0, letter: m?.letter ?? '?' };
    },
    viewer() {
      const s = st.screen;
      const state = session.state();
      if (s.kind === 'board') return seatViewer(state, s.seat);
      if (s.kind === 'watching') return s.seat === null ? ALL_SEEING : seatViewer(state, s.seat);
      if (s.kind === 'over') return ALL_SEEING;
      return null;
    },
    view() {
      const v = look.viewer();
      return v ? session.view(v) : null;
    },
    unitOf: (id) => {
      const v = look.view();
      return v ? knownUnit(v, id) : undefined;
    },
    ownSides() {
      const v = look.viewer();
      return v === null ? [] : v.kind === 'sides' ? v.sides : session.view(ALL_SEEING).sides.map((s) => s.id);
    },
    active() {
      const v = look.view();
      if (st.screen.kind !== 'board' || !v || v.decision.kind !== 'turn') return undefined;
      const units = v.decision.units;
      return look.unitOf(st.selected !== null && units.includes(st.selected) ? st.selected : (units[0] ?? null));
    },
    legalFor(u) {
      const v = look.view();
      if (!u || !v) return undefined;
      const l = seatActions(v, session.map, u.id);
      return 'rejected' in l ? undefined : l;
    },
    statusText() {
      const s = st.screen;
      const v = look.view() ?? session.view(ALL_SEEING);
      const d = v.decision;
      if (s.kind === 'over' || d.kind === 'over') return session.view(ALL_SEEING).result?.reason ?? 'The battle is over.';
      if (s.kind === 'handover') return `Pass the table to ${look.sideMark(seatSidesOf(session, s.seat)).name}`;
      if (s.kind === 'cover' || s.kind === 'watching') {
        const who = s.computer ? `${look.sideMark(s.computer).name} (computer) is acting` : 'Rolling initiative';
        return s.paused ? `${who}: paused` : who;
      }
      if (d.kind === 'defence') return `${look.sideMark(look.unitOf(d.unit)?.side ?? '').name}: answer the attack`;
      if (d.kind === 'turn') return `${look.sideMark(look.unitOf(d.units[0] ?? null)?.side ?? '').name}: your turn`;
      return '';
    },
  };
  return look;
}

function seatSidesOf(session: BattleSession, seat: string): string {
  const v = seatViewer(session.state(), seat);
  return v.kind === 'sides' ? (v.sides[0] ?? '') : '';
}

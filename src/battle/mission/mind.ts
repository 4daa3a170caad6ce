import type { Rng } from '../../core/rng';
import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import { diceFor } from '../state/dice';
import type { BattleEvent } from '../state/events';
import type { BattleState, Unit } from '../state/types';
import { isFighting, unitById } from '../state/units';
import { guardOf, isDefender, kitOf, withMission } from './access';
import type { AwarenessCause, NoticeWay } from './events';
import { NEAR_CELLS } from './readings';
import { missionSight, type MissionSight } from './sight';
import type { Contest } from './notice';
import type { Device, Guard, MissionState } from './types';
import type { RollRecord } from '../../ops/dice/roll-record';

const king = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/**
 * One mission step in the making: the battle state, its mission, the events, and the keyed dice
 * (R-CORE-5) of every roll the mission rules add. Each mission roll has its own actor in the key
 * (`n:<defender>><intruder>` to notice, `l:...` to listen, `c:<camera>>...`, `s:<intruder>><device>`),
 * so the order in which a seat moves its units never changes who notices whom.
 * The awareness changes of R-OPS-39 live here: alert, suspect, notice, raise the alarm.
 */
export class MissionBuilder {
  m: MissionState;
  readonly events: BattleEvent[] = [];
  readonly sight: MissionSight;
  constructor(
    public state: BattleState,
    readonly map: BattleMap,
  ) {
    if (!state.mission) throw new Error('Not a mission.');
    this.m = state.mission;
    this.sight = missionSight(this.m, map);
  }

  get round(): number {
    return this.state.clock.round;
  }

  unit(id: string): Unit | undefined {
    return unitById(this.state, id);
  }

  defenders(): Unit[] {
    return this.state.units.filter((u) => isDefender(this.m, u) && isFighting(u));
  }

  intruders(): Unit[] {
    return this.state.units.filter((u) => u.side === this.m.intruders && isFighting(u));
  }

  /** One keyed roll (or resolution) for `actor`: its generator, then the counter marked used. */
  roll<T>(actor: string, fn: (rng: Rng) => T): T {
    const dice = diceFor(this.state, actor);
    const out = fn(dice.rng);
    this.state = dice.commit(this.state);
    return out;
  }

  /** R-OPS-40: whether the intruder ran this round. */
  ran(id: string): boolean {
    return this.m.ran.includes(id);
  }

  guard(u: Unit): Guard {
    return guardOf(this.m, u);
  }

  setGuard(id: string, g: Guard): void {
    this.m = { ...this.m, guards: { ...this.m.guards, [id]: g } };
  }

  /** R-OPS-39: the defender is alerted (it learns `look`, where an intruder was). */
  alert(u: Unit, cause: AwarenessCause, look: Cell | null): void {
    const g = this.guard(u);
    if (g.awareness === 'alerted') {
      if (look && !g.look) this.setGuard(u.id, { ...g, look });
      return;
    }
    // R-OPS-39, READING-RADIO: the call goes out at the end of its next turn.
    const radio = kitOf(this.m, u.id).radio && !this.sideAlerted() ? (u.turn.done || u.turn.acted || u.turn.moved > 0 ? this.round + 1 : this.round) : null;
    this.setGuard(u.id, { ...g, awareness: 'alerted', look: look ?? g.look, since: this.round, radio });
    this.events.push({ type: 'mission.awareness', unit: u.id, from: g.awareness, to: 'alerted', cause });
  }

  /** R-OPS-39, R-OPS-41: an unaware defender turns suspicious of a cell (a suspicious one looks at the newer cell). */
  suspect(u: Unit, cause: AwarenessCause, look: Cell): void {
    const g = this.guard(u);
    if (g.awareness === 'alerted') return;
    this.setGuard(u.id, { ...g, awareness: 'suspicious', look, since: this.round });
    if (g.awareness !== 'suspicious') this.events.push({ type: 'mission.awareness', unit: u.id, from: g.awareness, to: 'suspicious', cause });
  }

  /** Every defender is alerted (R-OPS-39: the alarm, a radio call). */
  sideAlerted(): boolean {
    return this.defenders().every((d) => this.guard(d).awareness === 'alerted');
  }

  alertSide(cause: AwarenessCause, look: Cell | null): void {
    for (const d of this.defenders()) this.alert(d, cause, look);
    // Everyone knows: no call is left to make.
    for (const d of this.defenders()) {
      const g = this.guard(d);
      if (g.radio !== null) this.setGuard(d.id, { ...g, radio: null });
    }
  }

  /** R-OPS-40: the outcome of a defender's look at an intruder. */
  noticed(guard: Unit, intruder: Unit, at: Cell, way: NoticeWay, contest: Contest | null, rolls: { spot: RollRecord; stealth: RollRecord } | null, won: boolean): void {
    this.events.push({ type: 'mission.notice', by: guard.id, unit: intruder.id, way, rolls, chance: contest?.chance ?? 1, noticed: won });
    if (won) {
      const g = this.guard(guard);
      if (!g.noticed.includes(intruder.id)) {
        this.setGuard(guard.id, { ...g, noticed: [...g.noticed, intruder.id] });
        this.m = { ...this.m, notices: [...this.m.notices, { by: guard.id, unit: intruder.id, round: this.round }] };
      }
      this.alert(guard, 'noticed', at);
      const after = this.guard(guard);
      if (after.look === null || after.awareness === 'alerted') this.setGuard(guard.id, { ...after, look: at });
    } else if (king(guard.cell, at) <= NEAR_CELLS) {
      // R-OPS-40: a failed look at an intruder within 3 cells makes it suspicious.
      this.suspect(guard, 'near-miss', at);
    }
  }

  /** R-OPS-44: a camera noticed an intruder: it raises the alarm. */
  cameraNoticed(d: Device, intruder: Unit, at: Cell, contest: Contest, rolls: { spot: RollRecord; stealth: RollRecord } | null, won: boolean): void {
    this.events.push({ type: 'mission.notice', by: d.id, unit: intruder.id, way: 'roll', rolls, chance: contest.chance, noticed: won });
    if (!won) return;
    this.setDevice({ ...d, noticed: [...d.noticed, intruder.id] });
    this.m = { ...this.m, notices: [...this.m.notices, { by: d.id, unit: intruder.id, round: this.round }] };
    this.raiseAlarm(d.id, 'camera', at);
  }

  setDevice(d: Device): void {
    this.m = { ...this.m, devices: this.m.devices.map((x) => (x.id === d.id ? d : x)) };
  }

  device(id: string): Device | undefined {
    return this.m.devices.find((d) => d.id === id);
  }

  /** R-OPS-44: the alarm: the whole side alerted and the alarm clock started. */
  raiseAlarm(by: string | null, how: string, at: Cell | null): void {
    if (this.m.alarm.raised) return;
    this.m = { ...this.m, alarm: { raised: true, round: this.round, by, how } };
    this.events.push({ type: 'mission.alarm', raised: true, by, how });
    this.alertSide('alarm', at);
  }

  /** The battle state with the mission as built. */
  done(): { state: BattleState; events: BattleEvent[] } {
    return { state: withMission(this.state, this.m), events: this.events };
  }
}

/** A builder for a mission state, or null for a plain battle. */
export function missionBuilder(state: BattleState, map: BattleMap): MissionBuilder | null {
  return state.mission ? new MissionBuilder(state, map) : null;
}

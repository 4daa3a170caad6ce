/**
 * One command's worth of changes. The reducer copies the state on write (nothing outside sees a
 * mutation), collects log entries with their audience, and stores the generator's final state.
 */
import { openRng, type Rng } from '../../core/rng';
import { LOG_LIMIT, type Agent, type Conspiracy, type GroupState, type HatsState, type LogEntry, type Mark, type SeatId } from '../state';
import type { RollRecord } from './rolls';

export class Tx {
  state: HatsState;
  readonly rng: Rng;
  readonly entries: LogEntry[] = [];

  constructor(state: HatsState) {
    this.state = state;
    this.rng = openRng(state.rng);
  }

  agent(id: string): Agent {
    const a = this.state.agents[id];
    if (!a) throw new Error(`no agent ${id}`);
    return a;
  }

  group(id: string): GroupState {
    const g = this.state.groups[id];
    if (!g) throw new Error(`no group ${id}`);
    return g;
  }

  conspiracy(seat: SeatId): Conspiracy {
    const c = this.state.conspiracies[seat];
    if (!c) throw new Error(`no seat ${seat}`);
    return c;
  }

  setAgent(id: string, patch: Partial<Agent>): void {
    this.state = { ...this.state, agents: { ...this.state.agents, [id]: { ...this.agent(id), ...patch } } };
  }

  addAgent(agent: Agent): void {
    this.state = { ...this.state, agents: { ...this.state.agents, [agent.id]: agent } };
  }

  removeAgent(id: string): void {
    const agents = { ...this.state.agents };
    delete agents[id];
    this.state = { ...this.state, agents };
  }

  setGroup(id: string, patch: Partial<GroupState>): void {
    this.state = { ...this.state, groups: { ...this.state.groups, [id]: { ...this.group(id), ...patch } } };
  }

  setConspiracy(seat: SeatId, patch: Partial<Conspiracy>): void {
    this.state = { ...this.state, conspiracies: { ...this.state.conspiracies, [seat]: { ...this.conspiracy(seat), ...patch } } };
  }

  pay(seat: SeatId, amount: number): void {
    const c = this.conspiracy(seat);
    if (amount > c.greenbacks) throw new Error(`seat ${seat} cannot pay ${amount}`);
    this.setConspiracy(seat, { greenbacks: c.greenbacks - amount });
  }

  setMark(seat: SeatId, mark: Mark): void {
    const marks = this.state.marks[seat] ?? {};
    this.state = { ...this.state, marks: { ...this.state.marks, [seat]: { ...marks, [mark.target]: mark } } };
  }

  deleteMark(seat: SeatId, target: string): void {
    const marks = this.state.marks[seat];
    if (!marks || !marks[target]) return;
    const next = { ...marks };
    delete next[target];
    this.state = { ...this.state, marks: { ...this.state.marks, [seat]: next } };
  }

  /** Marks of every seat but `except` on `target` become stale: it moved, hid or is gone (R-HATS-5). */
  staleMarks(target: string, except: SeatId | null = null): void {
    let changed = false;
    const next: Record<SeatId, Readonly<Record<string, Mark>>> = { ...this.state.marks };
    for (const [seat, marks] of Object.entries(this.state.marks)) {
      const m = marks[target];
      if (seat === except || !m || m.kind !== 'agent' || m.stale) continue;
      next[seat] = { ...marks, [target]: { ...m, stale: true } };
      changed = true;
    }
    if (changed) this.state = { ...this.state, marks: next };
  }

  nextId(prefix: string): string {
    const n = this.state.nextId;
    this.state = { ...this.state, nextId: n + 1 };
    return `${prefix}-${n}`;
  }

  log(visibleTo: 'all' | readonly SeatId[], text: string, rolls: readonly RollRecord[] = []): void {
    const audience = visibleTo === 'all' ? 'all' : [...new Set(visibleTo)];
    if (audience !== 'all' && audience.length === 0) return;
    this.entries.push({ serial: this.state.serial, round: this.state.round, visibleTo: audience, text, rolls });
  }

  finish(): { state: HatsState; events: LogEntry[] } {
    const log = [...this.state.log, ...this.entries];
    return {
      state: { ...this.state, rng: this.rng.state(), log: log.length > LOG_LIMIT ? log.slice(log.length - LOG_LIMIT) : log },
      events: this.entries,
    };
  }
}

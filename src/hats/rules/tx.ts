/**
 * One command's worth of changes. The reducer copies the state on write (nothing outside sees a
 * mutation), collects log entries with their audience, and keeps the dice's state.
 *
 * Dice (R-CORE-5): a resolution belongs to one actor (the acting Agent or Group, the briber of a
 * Bribery being answered, the trainer of a recruit); its rolls come from a generator keyed by the
 * game's seed, the seat-turn and that actor's count of resolutions with dice this turn, so the
 * order in which a seat gives its orders never changes a result. Games of rules edition 1 keep
 * drawing from the one queued generator, in order, as they were played.
 */
import { keyedRng, nextDiceKey, type DiceKey } from '../../core/keyed-rng';
import { openRng, type Rng } from '../../core/rng';
import { LOG_LIMIT, type Agent, type Conspiracy, type GroupState, type HatsState, type LogEntry, type Mark, type SeatId } from '../state';
import type { RollRecord } from './rolls';

export class Tx {
  state: HatsState;
  readonly entries: LogEntry[] = [];
  private opened: Rng | null = null;
  private queued: Rng | null = null;
  /** Whose resolution this is: the key's actor (R-CORE-5). */
  private readonly diceActor: string;

  constructor(state: HatsState, diceActor = 'game') {
    this.state = state;
    this.diceActor = diceActor;
  }

  /** The generator of this resolution, opened at its first roll. */
  get rng(): Rng {
    if (this.opened) return this.opened;
    const dice = this.state.dice;
    if (dice === null) {
      this.queued = openRng(this.state.rng);
      this.opened = this.queued;
      return this.opened;
    }
    const counters = dice.turn === this.state.serial ? dice.counters : {};
    const next = nextDiceKey(counters, ['turn', this.state.serial], this.diceActor);
    this.state = { ...this.state, dice: { seed: dice.seed, turn: this.state.serial, counters: next.counters } };
    this.opened = keyedRng(dice.seed, next.key);
    return this.opened;
  }

  /** A generator at a fixed place of the game (the round's event, R-HATS-17): the same key, the same numbers. */
  rngAt(key: DiceKey): Rng {
    const dice = this.state.dice;
    return dice === null ? this.rng : keyedRng(dice.seed, key);
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

  /** A log line for `visibleTo`; `area` is where it happened, so a summary can lead there. */
  log(visibleTo: 'all' | readonly SeatId[], text: string, rolls: readonly RollRecord[] = [], area?: string): void {
    const audience = visibleTo === 'all' ? 'all' : [...new Set(visibleTo)];
    if (audience !== 'all' && audience.length === 0) return;
    const where = area !== undefined && this.state.version >= 2 ? { area } : {};
    this.entries.push({ serial: this.state.serial, round: this.state.round, visibleTo: audience, text, rolls, ...where });
  }

  finish(): { state: HatsState; events: LogEntry[] } {
    const log = [...this.state.log, ...this.entries];
    const rng = this.queued ? { rng: this.queued.state() } : {};
    return {
      state: { ...this.state, ...rng, log: log.length > LOG_LIMIT ? log.slice(log.length - LOG_LIMIT) : log },
      events: this.entries,
    };
  }
}

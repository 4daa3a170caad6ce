import { applyBattleCommand } from '../commands/apply';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleState, Unit } from '../state/types';

/**
 * Test steps that keep the events of each command (the state keeps no log of its own: events come
 * from each step, BattleState.log is going away).
 */
export class Steps {
  readonly events: BattleEvent[] = [];
  constructor(
    public state: BattleState,
    readonly map: BattleMap,
  ) {}

  /** Applies a command that must be accepted; returns its events. */
  ok(c: BattleCommand): readonly BattleEvent[] {
    const r = applyBattleCommand(this.state, this.map, c);
    if ('rejected' in r) throw new Error(`${c.type} ${'unit' in c ? c.unit : ''} rejected: ${r.rejected}`);
    this.state = r.state;
    this.events.push(...r.events);
    return r.events;
  }

  /** Applies a command that must be refused; returns the reason (the state is untouched). */
  no(c: BattleCommand): string {
    const r = applyBattleCommand(this.state, this.map, c);
    if (!('rejected' in r)) throw new Error(`${c.type} accepted`);
    return r.rejected;
  }

  unit(id: string): Unit {
    const u = this.state.units.find((x) => x.id === id);
    if (!u) throw new Error(`no unit ${id}`);
    return u;
  }

  /** Ends every remaining turn of the round (each unit passes), then the round itself. */
  passRound(): void {
    if (this.state.phase === 'round-start') this.ok({ type: 'round.start' });
    while (this.state.phase === 'turns') {
      const id = this.state.group?.units.find((u) => !this.unit(u).turn.done && this.unit(u).status === 'fighting');
      if (!id) throw new Error('a group with nobody to act');
      this.ok({ type: 'unit.end-turn', unit: id });
    }
    if (this.state.phase === 'round-end') this.ok({ type: 'round.end' });
  }

  /** Starts a round with initiative set by hand (`values` per unit id); the highest group acts first. */
  startWith(values: Readonly<Record<string, number>>): void {
    this.ok({ type: 'round.start' });
    const units = this.state.units.map((u) => ({ ...u, initiative: values[u.id] ?? u.initiative }));
    const top = Math.max(...units.filter((u) => u.status === 'fighting').map((u) => u.initiative ?? -99));
    this.state = { ...this.state, units, group: { value: top, units: units.filter((u) => u.initiative === top && u.status === 'fighting').map((u) => u.id) } };
  }

  /** Changes one unit by hand (a test's set-up). */
  set(id: string, change: Partial<Unit>): void {
    this.state = withUnitSet(this.state, id, change);
  }

  of<T extends BattleEvent['type']>(type: T): Extract<BattleEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
  }
}

/** The state with one unit changed by hand (a test's set-up). */
export function withUnitSet(state: BattleState, id: string, change: Partial<Unit>): BattleState {
  return { ...state, units: state.units.map((u) => (u.id === id ? { ...u, ...change } : u)) };
}

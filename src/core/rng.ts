import seedrandom from 'seedrandom';

/**
 * The game's one random generator, kept as plain JSON inside the game state (R-CORE-3).
 * Alea is used because its state is four numbers: cheap to copy into every new state.
 */
export interface RngState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

/** A generator opened for the length of one command; its final state goes back into the game state. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** The exact state now, to store in the next game state. */
  state(): RngState;
}

export function seedRng(seed: string): RngState {
  return seedrandom.alea(seed, { state: true }).state();
}

export function openRng(state: RngState): Rng {
  const prng = seedrandom.alea('', { state: { ...state } });
  return {
    next: () => prng(),
    int: (n) => Math.floor(prng() * n),
    state: () => prng.state(),
  };
}

/** Runs `draw` with a generator opened from `state`; returns its value and the state after it. */
export function withRng<T>(state: RngState, draw: (rng: Rng) => T): { value: T; rng: RngState } {
  const rng = openRng(state);
  const value = draw(rng);
  return { value, rng: rng.state() };
}

/** A generator that replays fixed numbers: for tests that need exact dice. */
export function scriptedRng(values: readonly number[]): Rng {
  let i = 0;
  return {
    next: () => {
      const v = values[i % values.length];
      i += 1;
      return v ?? 0;
    },
    int(n) {
      return Math.floor(this.next() * n);
    },
    state: () => ({ c: i, s0: 0, s1: 0, s2: 0 }),
  };
}

import { z } from 'zod';
import { rollFudge } from '../../core/dice';
import { openRng, seedRng, withRng, type RngState } from '../../core/rng';
import { defineGameKind } from '../game-kind';

/**
 * A toy tactical battle, standing in for the real battle reducer in save tests and benchmarks:
 * units take turns to move, attack (2dF, R-OPS-3 style) or wait, then the round ends. Deterministic,
 * with its randomness in the state (R-CORE-3), which is all the save format relies on.
 */
const rngSchema = z.strictObject({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() });
const unitSchema = z.strictObject({
  id: z.string().min(1).max(20),
  side: z.enum(['red', 'blue']),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  wounds: z.number().int().min(0).max(9),
});
export const skirmishStateSchema = z.strictObject({
  round: z.number().int().min(1),
  active: z.number().int().min(0),
  rng: rngSchema,
  map: z.strictObject({ name: z.string(), width: z.number().int().min(1).max(64), height: z.number().int().min(1).max(64) }),
  units: z.array(unitSchema).min(1).max(32),
  hits: z.number().int().min(0),
});
export const skirmishCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('unit.move'), unit: z.string(), x: z.number().int(), y: z.number().int() }),
  z.strictObject({ type: z.literal('unit.attack'), unit: z.string(), target: z.string() }),
  z.strictObject({ type: z.literal('unit.wait'), unit: z.string() }),
  z.strictObject({ type: z.literal('round.end') }),
]);
export type SkirmishState = z.infer<typeof skirmishStateSchema>;
export type SkirmishCommand = z.infer<typeof skirmishCommandSchema>;
type Result = { state: SkirmishState } | { rejected: string };

export function skirmishStart(seed: string, perSide = 3): SkirmishState {
  const units = [];
  for (let i = 0; i < perSide; i += 1) {
    units.push({ id: `r${i}`, side: 'red' as const, x: 0, y: i * 2, wounds: 0 });
    units.push({ id: `b${i}`, side: 'blue' as const, x: 11, y: i * 2 + 1, wounds: 0 });
  }
  return { round: 1, active: 0, rng: seedRng(seed), map: { name: 'Test Yard', width: 12, height: 8 }, units, hits: 0 };
}

function actor(state: SkirmishState, id: string): string | undefined {
  if (state.active >= state.units.length) return 'every unit has acted: the round must end';
  return state.units[state.active]?.id === id ? undefined : `it is not ${id}'s turn`;
}

function next(state: SkirmishState, units = state.units, rng: RngState = state.rng, hits = state.hits): SkirmishState {
  return { ...state, units, rng, hits, active: state.active + 1 };
}

export function applySkirmish(state: SkirmishState, command: SkirmishCommand): Result {
  if (command.type === 'round.end') {
    if (state.active < state.units.length) return { rejected: 'Not every unit has acted yet.' };
    const units = state.units.map((u) => ({ ...u, wounds: Math.max(0, u.wounds - 1) }));
    return { state: { ...state, units, round: state.round + 1, active: 0 } };
  }
  const notYou = actor(state, command.unit);
  if (notYou) return { rejected: `That command is out of turn: ${notYou}.` };
  if (command.type === 'unit.wait') return { state: next(state) };
  if (command.type === 'unit.move') {
    const me = state.units[state.active];
    if (!me) return { rejected: 'No unit is active.' };
    const { x, y } = command;
    if (x < 0 || y < 0 || x >= state.map.width || y >= state.map.height) return { rejected: 'That cell is off the map.' };
    if (Math.max(Math.abs(x - me.x), Math.abs(y - me.y)) > 2) return { rejected: 'That cell is too far.' };
    if (state.units.some((u) => u.x === x && u.y === y)) return { rejected: 'That cell is taken.' };
    return { state: next(state, state.units.map((u) => (u.id === me.id ? { ...u, x, y } : u))) };
  }
  const target = state.units.find((u) => u.id === command.target);
  const me = state.units[state.active];
  if (!target || !me || target.side === me.side) return { rejected: 'That is not an enemy unit.' };
  const { value: roll, rng } = withRng(state.rng, (r) => rollFudge(r, 2));
  if (roll.total + 1 < 0) return { state: next(state, state.units, rng) };
  const units = state.units.map((u) => (u.id === target.id ? { ...u, wounds: Math.min(9, u.wounds + 1) } : u));
  return { state: next(state, units, rng, state.hits + 1) };
}

export const skirmishKind = defineGameKind<SkirmishState, SkirmishCommand>({
  kind: 'tactical-battle',
  stateSchema: skirmishStateSchema,
  commandSchema: skirmishCommandSchema,
  apply: applySkirmish,
  period: (state) => state.round,
  summarize(state) {
    const rows = Array.from({ length: state.map.height }, (_, y) =>
      Array.from({ length: state.map.width }, (_, x) => {
        const u = state.units.find((v) => v.x === x && v.y === y);
        return u ? (u.side === 'red' ? 'r' : 'b') : '.';
      }).join(''),
    );
    return {
      progress: { unit: 'round', value: state.round },
      sides: ['Red team', 'Blue team'],
      mapName: state.map.name,
      thumbnail: { type: 'cells', width: state.map.width, height: state.map.height, rows, legend: { '.': 'floor', r: 'red unit', b: 'blue unit' } },
    };
  },
  undoRefusal: (_before, command) => (command.type === 'unit.attack' ? 'An attack rolled dice, so it cannot be undone.' : undefined),
});

/** Every command the active unit (or the round) may take now. */
export function skirmishLegalCommands(state: SkirmishState): SkirmishCommand[] {
  const me = state.units[state.active];
  if (!me) return [{ type: 'round.end' }];
  const out: SkirmishCommand[] = [{ type: 'unit.wait', unit: me.id }];
  for (const u of state.units) if (u.side !== me.side) out.push({ type: 'unit.attack', unit: me.id, target: u.id });
  for (let dx = -2; dx <= 2; dx += 1) {
    for (let dy = -2; dy <= 2; dy += 1) {
      const x = me.x + dx;
      const y = me.y + dy;
      const free = !state.units.some((u) => u.x === x && u.y === y);
      if (free && x >= 0 && y >= 0 && x < state.map.width && y < state.map.height) out.push({ type: 'unit.move', unit: me.id, x, y });
    }
  }
  return out;
}

/** A game of `rounds` rounds of random legal commands; the choices use their own seeded generator. */
export function playRandomSkirmish(seed: string, rounds: number, perSide = 3) {
  const initialState = skirmishStart(seed, perSide);
  const chooser = openRng(seedRng(`${seed}/chooser`));
  const commands: SkirmishCommand[] = [];
  let state = initialState;
  while (state.round <= rounds) {
    const options = skirmishLegalCommands(state);
    const command = options[chooser.int(options.length)] ?? { type: 'round.end' };
    const result = applySkirmish(state, command);
    if ('rejected' in result) throw new Error(`a legal command was refused: ${result.rejected}`);
    commands.push(command);
    state = result.state;
  }
  return { initialState, commands, state };
}

/**
 * The Black Hats board's e2e fixtures (test/fixtures/conspiracy-*.save.json): each a game of the
 * computers (src/hats/sim.ts playGame) cut where the board has something to show, with one seat
 * made a player's in the save's initial state. This checks each still replays to its snapshot and
 * still shows what its e2e test reads; BLACKSITE_WRITE_FIXTURES=1 writes them again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import { applyHatsCommand, newHatsGame, parseScenario, playGame, viewFor, type HatsCommand, type HatsState } from '../../src/hats';
import { threats } from '../../src/hats/view/threat';
import { buildSave, serializeSave } from '../../src/save';
import { conspiracyKind } from '../../src/save/kinds/index';

const WRITE = process.env.BLACKSITE_WRITE_FIXTURES === '1';

function scenario() {
  const r = parseScenario(shadowWar);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

/** The game from `initial` (with the Order a player's) through `commands`, every state on the way. */
function replay(initial: HatsState, commands: readonly HatsCommand[]): HatsState[] {
  const states = [initial];
  for (const c of commands) {
    const r = applyHatsCommand(states.at(-1) as HatsState, c);
    if ('rejected' in r) throw new Error(r.rejected);
    states.push(r.state);
  }
  return states;
}

/** The player's seat at the start of its Actions with a rival known one Group short of Scale 12 (src/hats/view/threat.ts). */
function threatened(s: HatsState, previous: HatsCommand | undefined): boolean {
  const seat = s.seats.find((x) => x.controller === 'human')?.id;
  if (!seat || s.phase !== 'actions' || s.seats[s.seatIndex]?.id !== seat || previous?.type !== 'turn.end') return false;
  return threats(viewFor(s, seat)).some((t) => t.conditions.some((c) => c.kind === 'scale' && c.level === 'likely'));
}

interface Fixture {
  readonly file: string;
  readonly title: string;
  /** The seat made a player's. */
  readonly human: 'order' | 'syndicate';
  /** From a played game: where to cut it (the number of commands kept), or null when this game will not do. */
  readonly cut: (states: readonly HatsState[], commands: readonly HatsCommand[]) => number | null;
}

const FIXTURES: readonly Fixture[] = [
  {
    file: 'test/fixtures/conspiracy-threat.save.json',
    title: 'Shadow War: a rival one Group from winning',
    human: 'syndicate',
    cut: (states, commands) => {
      const i = states.findIndex((s, n) => n > 0 && threatened(s, commands[n - 1]));
      return i > 0 ? i : null;
    },
  },
  {
    file: 'test/fixtures/conspiracy-over.save.json',
    title: 'Shadow War: a game played to its end',
    human: 'order',
    cut: (states, commands) => (states.at(-1)?.phase === 'over' && states.at(-1)?.winner !== null ? commands.length : null),
  },
];

const LEVELS = { order: 'cautious', syndicate: 'cunning' } as const;
const TURN_LIMIT = 14;

function write(f: Fixture): void {
  for (let seed = 0; seed < 120; seed += 1) {
    const game = playGame({ scenario: scenario(), seed: `fx-${seed}`, levels: LEVELS, turnLimit: TURN_LIMIT });
    // The same game with the Order a player's: the computers' commands replay it as they played it.
    const first = newHatsGame({ scenario: scenario(), seed: `fx-${seed}`, controllers: { ...LEVELS, [f.human]: 'human' }, turnLimit: TURN_LIMIT });
    const states = replay(first, game.commands);
    const n = f.cut(states, game.commands);
    if (n === null) continue;
    const save = buildSave(conspiracyKind, { title: f.title, seed: `fx-${seed}`, initialState: first, commands: game.commands.slice(0, n), state: states[n] as HatsState, appVersion: '0.1.0', createdAt: '2026-12-07T02:00:00.000Z', updatedAt: '2026-12-07T02:00:00.000Z' });
    writeFileSync(f.file, serializeSave(save));
    return;
  }
  throw new Error(`no seed gives ${f.file}`);
}

describe('the board\'s e2e fixtures still replay and still show what their tests read', () => {
  for (const f of FIXTURES) {
    test(f.file, () => {
      if (WRITE) write(f);
      const save = JSON.parse(readFileSync(f.file, 'utf8')) as { initialState: HatsState; commands: HatsCommand[]; snapshot: HatsState };
      const states = replay(save.initialState, save.commands);
      expect(JSON.stringify(states.at(-1))).toBe(JSON.stringify(save.snapshot));
      expect(f.cut(states, save.commands)).toBe(save.commands.length);
    });
  }
});

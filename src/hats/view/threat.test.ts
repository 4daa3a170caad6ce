import { describe, expect, test } from 'vitest';
import { GROUPS } from '../data/groups';
import type { HatsState, Mark } from '../state';
import { duel, withGroup } from '../test-helpers/fixtures';
import { viewFor } from './views';
import { threats } from './threat';

/** Blue holds `ids`, and Red has identified them as Blue's in round `round`. */
function blueHolds(state: HatsState, ids: readonly string[], round: number): HatsState {
  let s = state;
  const marks: Record<string, Mark> = { ...(s.marks.red ?? {}) };
  for (const id of ids) {
    s = withGroup(s, id, { owner: 'blue' });
    marks[id] = { kind: 'group', target: id, owner: 'blue', round };
  }
  return { ...s, marks: { ...s.marks, red: marks } };
}

const scaleOf = (ids: readonly string[]) => ids.reduce((n, id) => n + (GROUPS.find((g) => g.id === id)?.scale ?? 0), 0);

describe('R-HATS-11, R-HATS-12: each rival\'s progress as far as the seat knows, and whether it could win on its next turn', () => {
  test('a rival known one Group short of Scale 12 could win on its next turn: the warning says so', () => {
    const big = GROUPS.filter((g) => g.id !== 'board-of-trade' && g.id !== 'denver-airport').sort((a, b) => b.scale - a.scale);
    const held: string[] = [];
    for (const g of big) if (scaleOf([...held, g.id]) <= 10) held.push(g.id);
    const s = blueHolds(duel(), held, 1);
    const [blue] = threats(viewFor(s, 'red'));
    const scale = blue?.conditions.find((c) => c.kind === 'scale');
    expect(scale?.known).toBe(scaleOf(held) + 0);
    expect(blue?.level).toBe('likely');
    expect(blue?.warning).toMatch(/^Blue Lodge could win on its next turn: it holds at least Scale \d+ of 12, and one more Group would do it \(R-HATS-11\)\.$/);
  });

  test('at the start nothing is known and much is unchecked: the standings say so, and no warning until the seat has gone three rounds without a look', () => {
    // Two Agents for Red, so the last-with-Agents warning stays out of it.
    const start = duel({ agents: [{ template: 'killer', area: 'chicago' }, { template: 'recon', area: 'chicago' }] });
    const [blue] = threats(viewFor(start, 'red'));
    const scale = blue?.conditions.find((c) => c.kind === 'scale');
    expect(scale?.known).toBe(0);
    expect(scale?.unknown).toBeGreaterThan(12);
    expect(scale?.text).toMatch(/^Scale 0 of 12 known; up to \d+ with the Groups you have not checked this round \(Scale \d+\)$/);
    expect(blue?.level).toBe('possible');
    expect(blue?.warning).toBeNull();
    const later = threats(viewFor({ ...start, round: 4 }, 'red'))[0];
    expect(later?.warning).toMatch(/^You cannot rule out a win by Blue Lodge on its next turn: .*Surveillance for Group control tells you more\.$/);
    // A look at Group control this round quiets it.
    const looked = { ...start, round: 4, conspiracies: { ...start.conspiracies, red: { ...start.conspiracies.red!, surveyed: { 'groups:denver': 4 } } } };
    expect(threats(viewFor(looked, 'red'))[0]?.warning).toBeNull();
  });

  test('the last with Agents: a seat down to one Agent against one rival is warned that the rival could win', () => {
    const s = duel();
    const [blue] = threats(viewFor(s, 'red'));
    expect(blue?.conditions.find((c) => c.kind === 'agents')?.level).toBe('likely');
  });
});

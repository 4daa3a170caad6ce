import { describe, expect, test } from 'vitest';
import shadowWar from '../../../maps/scenarios/shadow-war.json';
import { parseScenario } from '../scenario';
import { playGame } from '../sim';
import type { HatsState } from '../state';
import { publicView, viewFor } from './views';

function midGame(seed: string): HatsState {
  const r = parseScenario(shadowWar);
  if (!r.ok) throw new Error(r.error);
  const scenario = { ...r.scenario, victory: { ...r.scenario.victory, turnLimit: 8 } };
  return playGame({ scenario, seed, levels: { order: 'cunning', syndicate: 'cunning' } }).state;
}

describe('R-HATS-12 hidden information', () => {
  for (const seed of ['leak-1', 'leak-2', 'leak-3']) {
    test(`a seat's view holds only what it owns or spotted (${seed})`, () => {
      const s = midGame(seed);
      for (const seat of ['order', 'syndicate']) {
        const other = seat === 'order' ? 'syndicate' : 'order';
        const view = viewFor(s, seat);
        const json = JSON.stringify(view);
        const marks = s.marks[seat] ?? {};
        for (const a of Object.values(s.agents)) {
          if (a.owner === seat || marks[a.id]) continue;
          expect(json, `${seat} sees ${a.id}`).not.toContain(`"${a.id}"`);
          expect(json, `${seat} sees ${a.name}`).not.toContain(a.name);
        }
        for (const g of Object.values(s.groups)) {
          if (g.owner === seat) continue;
          const known = view.groups[g.id];
          expect(known?.own).toBeNull();
          const mark = marks[g.id];
          expect(known?.owner).toBe(mark?.kind === 'group' ? mark.owner : g.destroyed ? known?.owner : 'unknown');
        }
        const theirs = s.conspiracies[other];
        const mine = s.conspiracies[seat];
        for (const t of theirs?.technologies ?? []) if (!mine?.technologies.includes(t)) expect(json).not.toContain(`"${t}"`);
        expect(json).not.toContain('"conspiracies"');
        expect(view.conspiracy.seat).toBe(seat);
        for (const entry of view.log) expect(entry.visibleTo === 'all' || entry.visibleTo.includes(seat)).toBe(true);
        if (view.pending) expect([view.pending.seat, view.pending.attackerSeat]).toContain(seat);
      }
    });
  }

  test('the projector\'s public view names no Agent and no controller', () => {
    const s = midGame('leak-1');
    const json = JSON.stringify(publicView(s));
    for (const a of Object.values(s.agents)) {
      expect(json).not.toContain(`"${a.id}"`);
      expect(json).not.toContain(a.name);
    }
    expect(json).not.toContain('"owner"');
    expect(json).not.toContain('"greenbacks"');
    expect(publicView(s).groups.length).toBeGreaterThanOrEqual(36);
  });

  test('marks go stale but are kept as "last seen" (R-HATS-5)', () => {
    const s = midGame('leak-2');
    for (const seat of ['order', 'syndicate']) {
      for (const m of Object.values(viewFor(s, seat).marks)) {
        if (m.kind !== 'agent') continue;
        const truth = s.agents[m.target];
        if (!m.stale) expect(truth?.area).toBe(m.area);
      }
    }
  });
});

import { describe, expect, test } from 'vitest';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import { parseScenario, type Scenario } from '../../src/hats';
import { conspiracyKind } from '../../src/save/kinds/index';
import { areaModels, publicAreaModels } from './area-model';
import { ConspiracySession } from './session';

function scenario(): Scenario {
  const r = parseScenario(shadowWar);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

function playComputers(s: ConspiracySession): number {
  let steps = 0;
  while (s.computerStep()) steps += 1;
  return steps;
}

describe('a conspiracy session drives the turn machine', () => {
  test('solo: the human acts, ends the turn, the computer plays until the human is to move again', () => {
    const s = new ConspiracySession({ scenario: scenario(), seed: 'session-1', controllers: { order: 'human', syndicate: 'cunning' } });
    expect(s.toMove()).toBe('order');
    expect(s.computerStep()).toBeNull();
    expect(s.take({ type: 'turn.end', seat: 'order' })).toBeNull();
    expect(s.toMove()).toBe('syndicate');
    expect(playComputers(s)).toBeGreaterThan(0);
    expect(s.over() || s.toMove() === 'order').toBe(true);
    expect(s.viewFor('order').round).toBe(2);
    expect(s.commands()[0]).toEqual({ type: 'turn.end', seat: 'order' });
    expect(s.commands().filter((c) => c.type === 'turn.end' && c.seat === 'syndicate')).toHaveLength(1);
  });

  test('an illegal command is refused with a reason and changes nothing', () => {
    const s = new ConspiracySession({ scenario: scenario(), seed: 'session-2', controllers: { order: 'human', syndicate: 'human' } });
    const before = JSON.stringify(s.viewFor('order'));
    expect(s.take({ type: 'turn.end', seat: 'syndicate' })).toMatch(/not your turn/);
    expect(s.take({ type: 'action.move', seat: 'order', actor: 'agent-4', to: 'chicago' })).toMatch(/not one of this conspiracy's/);
    expect(JSON.stringify(s.viewFor('order'))).toBe(before);
    expect(s.commands()).toEqual([]);
  });

  test('the same seed and the same orders give the same game', () => {
    const run = () => {
      const s = new ConspiracySession({ scenario: scenario(), seed: 'session-3', controllers: { order: 'human', syndicate: 'cautious' } });
      for (let i = 0; i < 3 && !s.over(); i += 1) {
        s.take({ type: 'turn.end', seat: 'order' });
        playComputers(s);
      }
      return JSON.stringify(s.publicView());
    };
    expect(run()).toBe(run());
  });
});

describe('R-HATS-12: what the board draws comes from one seat\'s view', () => {
  test('the Areas show own Agents and spotted ones only; the public Areas show no Agent and no controller', () => {
    const s = new ConspiracySession({ scenario: scenario(), seed: 'session-4', controllers: { order: 'human', syndicate: 'cunning' } });
    for (let i = 0; i < 4 && !s.over(); i += 1) {
      s.take({ type: 'turn.end', seat: 'order' });
      playComputers(s);
    }
    const view = s.viewFor('order');
    const drawn = areaModels(view).flatMap((a) => a.agents);
    for (const a of drawn) expect(a.own ? view.agents[a.id] : view.marks[a.id]).toBeDefined();
    const theirs = Object.keys(s.viewFor('syndicate').agents);
    for (const id of theirs) if (!view.marks[id]) expect(drawn.map((a) => a.id)).not.toContain(id);
    const pub = publicAreaModels(s.publicView());
    expect(pub.flatMap((a) => a.agents)).toEqual([]);
    expect(pub.flatMap((a) => a.groups).every((g) => g.owner === 'unknown')).toBe(true);
    expect(pub.length).toBe(36);
  });
});

describe('a session is saved and goes on from its save', () => {
  test('the log replayed by the conspiracy save kind from the initial state gives the state now, and a resumed session plays on identically', () => {
    const s = new ConspiracySession({ scenario: scenario(), seed: 'session-5', controllers: { order: 'human', syndicate: 'cautious' } });
    for (let i = 0; i < 2 && !s.over(); i += 1) {
      s.take({ type: 'turn.end', seat: 'order' });
      playComputers(s);
    }
    let replayed = s.initialState();
    for (const c of s.commands()) {
      const r = conspiracyKind.apply(replayed, c);
      if ('rejected' in r) throw new Error(r.rejected);
      replayed = r.state;
    }
    expect(replayed).toEqual(s.state());
    const resumed = new ConspiracySession({ seed: s.seed, initial: s.initialState(), commands: s.commands(), state: s.state() });
    expect(resumed.commands()).toEqual(s.commands());
    for (const x of [s, resumed]) {
      x.take({ type: 'turn.end', seat: 'order' });
      playComputers(x);
    }
    expect(JSON.stringify(resumed.state())).toBe(JSON.stringify(s.state()));
  });

  test('rewind puts the session back at an earlier state with the log cut to match', () => {
    const s = new ConspiracySession({ scenario: scenario(), seed: 'session-6', controllers: { order: 'human', syndicate: 'cautious' } });
    const start = s.state();
    s.take({ type: 'turn.end', seat: 'order' });
    s.rewind(start, []);
    expect(s.commands()).toEqual([]);
    expect(s.toMove()).toBe('order');
    expect(s.state()).toBe(start);
  });
});

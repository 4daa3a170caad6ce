import { test } from 'vitest';
import scenarioJson from '../../maps/scenarios/shadow-war.json';
import { parseScenario } from './scenario';
import { playGame, simulate } from './sim';

test('try', () => {
  const p = parseScenario(scenarioJson);
  if (!p.ok) throw new Error(p.error);
  const t0 = performance.now();
  const g = playGame({ scenario: p.scenario, seed: 'a', levels: { order: 'cautious', syndicate: 'cunning' } });
  console.log('ms', performance.now() - t0, 'cmds', g.commands.length, 'round', g.state.round, g.state.outcome, g.rejections.slice(0, 5));
  console.log(g.state.log.slice(-40).map((e) => `${e.round} ${JSON.stringify(e.visibleTo)} ${e.text}`).join('\n'));
  const counts: Record<string, number> = {};
  for (const c of g.commands) counts[c.type] = (counts[c.type] ?? 0) + 1;
  console.log(counts);
  const s = simulate({ scenario: p.scenario, runs: 10, seed: 's' });
  console.log(JSON.stringify(s));
});

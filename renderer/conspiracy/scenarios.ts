/** The shipped scenarios (maps/scenarios/*.json), bundled by Vite and validated like any file. */
import { parseScenario, type Scenario } from '../../src/hats';

const files = import.meta.glob<unknown>('../../maps/scenarios/*.json', { eager: true, import: 'default' });

export interface ScenarioList {
  readonly scenarios: readonly Scenario[];
  /** One sentence per file that failed validation. */
  readonly problems: readonly string[];
}

export function shippedScenarios(): ScenarioList {
  const scenarios: Scenario[] = [];
  const problems: string[] = [];
  for (const [path, json] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const r = parseScenario(json);
    if (r.ok) scenarios.push(r.scenario);
    else problems.push(`${path.split('/').pop() ?? path}: ${r.error}`);
  }
  // The default game of R-HATS-11 first.
  scenarios.sort((a, b) => (a.id === 'shadow-war' ? -1 : b.id === 'shadow-war' ? 1 : a.name.localeCompare(b.name)));
  return { scenarios, problems };
}

// The computer opponent's census and the balance table, for every shipped map and every pair of
// shipped squads: `node scripts/battle-census.mjs [--runs N] [--seed S] [--maps a,b] [--pairs default|all] [--overwatch]`
// (after `npm run build:node`). Prints, per map and pair, the win rates with their Wilson 95%
// intervals and what each side's computer did (every command type the map allows, a flash-bang at
// least every 10 battles, no casualty left unresolved), then, per map, the variants read from the
// command log per 100 battles (melee maneuvers, door actions, kinds of hold, what a switch took in
// hand, defences) and those used less than once per 100 battles where they apply: door actions on
// a map with doors, forcing a lock on a map with a locked door (a Door Charge only where a squad
// carries one). Figures, not pass/fail.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const runs = Number(opt('--runs', '100'));
const seed = opt('--seed', 'census');
const mapNames = opt('--maps', readdirSync('maps').filter((f) => f.endsWith('.tmj')).map((f) => f.replace(/\.tmj$/, '')).join(',')).split(',');
const squads = readdirSync('maps/squads').filter((f) => f.endsWith('.json')).sort();
const pairMode = opt('--pairs', 'all');
// R-OPS-48: `--overwatch` plays every battle with the house rule on.
const overwatch = args.includes('--overwatch');
// The set-up's default match-up: Red Team against Compound Guards (renderer/battle/setup-model.ts).
const pairs = pairMode === 'default' ? [['red-team.json', 'compound-guards.json']] : squads.flatMap((a, i) => squads.slice(i + 1).map((b) => [a, b]));
const allTypes = ['unit.move', 'unit.run', 'unit.attack', 'unit.melee', 'unit.reload', 'unit.throw', 'unit.first-aid', 'unit.hold', 'unit.act-now', 'unit.dodge', 'unit.defend', 'unit.switch', 'unit.pick-up', 'unit.door', 'unit.end-turn', ...(overwatch ? ['unit.watch'] : [])];
const pct = (x) => `${(100 * x).toFixed(1)}%`;
// Every variant the census counts, by the census field it is counted in.
const VARIANTS = {
  maneuvers: ['punch', 'kick', 'strike', 'grab', 'throw', 'escape', 'disarm'],
  doors: ['open', 'close', 'pick', 'kick', 'charge'],
  holds: ['value', 'until'],
  switches: ['firearm', 'melee', 'none'],
  defences: ['dodge', 'block', 'none'],
};
const squadText = (file) => {
  const squad = readFileSync(`maps/squads/${file}`, 'utf8');
  const agents = [...squad.matchAll(/"([\w-]+\.json)"/g)].map((m) => readFileSync(`maps/agents/${m[1]}`, 'utf8'));
  return [squad, ...agents].join('\n');
};

for (const mapName of mapNames) {
  const map = `maps/${mapName}.tmj`;
  const mapText = readFileSync(map, 'utf8');
  const hasDoors = /"name":\s*"door"/.test(mapText);
  const hasLocked = /"value":\s*"locked"/.test(mapText);
  const charges = pairs.some((p) => p.some((f) => squadText(f).includes('Door Charges')));
  const applies = (field, v) => field !== 'doors' || (hasDoors && (!['pick', 'kick', 'charge'].includes(v) || (hasLocked && (v !== 'charge' || charges))));
  const variants = Object.fromEntries(Object.keys(VARIANTS).map((k) => [k, {}]));
  const total = {};
  let flashBangs = 0;
  let battles = 0;
  let unresolved = 0;
  for (const [a, b] of pairs) {
    const t0 = performance.now();
    const out = execFileSync('node', ['bin/blacksite.mjs', 'sim', '--map', map, '--side-a', `maps/squads/${a}`, '--side-b', `maps/squads/${b}`, '--runs', String(runs), '--seed', seed, '--json', ...(overwatch ? ['--overwatch'] : [])], { encoding: 'utf8', maxBuffer: 1 << 26 });
    const r = JSON.parse(out);
    const ms = performance.now() - t0;
    const [lo, hi] = wilson(r.wins.a, r.runs);
    console.log(`${mapName}: ${basename(a, '.json')} (A) vs ${basename(b, '.json')} (B): A ${pct(r.winRate.a)} [${pct(lo)}-${pct(hi)}], B ${pct(r.winRate.b)}, draws ${r.wins.draw}; ${r.averageRounds.toFixed(1)} rounds; ${(ms / r.runs).toFixed(0)} ms a battle`);
    for (const side of ['a', 'b']) {
      const c = r.census.sides[side];
      const commands = Object.entries(c.commands).sort().map(([k, v]) => `${k.replace('unit.', '')} ${v}`).join(', ');
      console.log(`  ${side}: ${commands}`);
      console.log(`     maneuvers ${JSON.stringify(c.maneuvers)} defences ${JSON.stringify(c.defences)} doors ${JSON.stringify(c.doors)} holds ${JSON.stringify(c.holds)} switches ${JSON.stringify(c.switches)}`);
      for (const field of Object.keys(VARIANTS)) for (const [k, v] of Object.entries(c[field] ?? {})) variants[field][k] = (variants[field][k] ?? 0) + v;
      console.log(`     rolls ${JSON.stringify(c.rolls)} fates ${JSON.stringify(c.fates)} flash-bangs ${JSON.stringify(c.flashBangs)}${overwatch ? ` watch shots ${JSON.stringify(c.watchShots)}` : ''}`);
      for (const [k, v] of Object.entries(c.commands)) total[k] = (total[k] ?? 0) + v;
      flashBangs += c.flashBangs.thrown;
    }
    battles += r.census.battles;
    unresolved += r.census.unresolved;
  }
  const unused = allTypes.filter((t) => !total[t] && (t !== 'unit.door' || hasDoors));
  console.log(`${mapName} overall: ${battles} battles, ${flashBangs} flash-bangs (${(flashBangs / battles * 10).toFixed(1)} per 10 battles), ${unresolved} ended with a casualty unresolved; command types never used: ${unused.length ? unused.join(', ') : 'none'}`);
  const per100 = (n) => ((100 * n) / battles).toFixed(1);
  const rare = [];
  for (const [field, names] of Object.entries(VARIANTS)) {
    const shown = names.filter((v) => applies(field, v)).map((v) => {
      const n = variants[field][v] ?? 0;
      if (n * 100 < battles) rare.push(`${field}.${v}`);
      return `${v} ${per100(n)}`;
    });
    if (shown.length > 0) console.log(`  ${field} per 100 battles: ${shown.join(', ')}`);
  }
  console.log(`  variants used less than once per 100 battles where they apply: ${rare.length ? rare.join(', ') : 'none'}\n`);
}

function wilson(successes, n) {
  const z = 1.96;
  const p = successes / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

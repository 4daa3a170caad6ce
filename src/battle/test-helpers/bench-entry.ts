// What src/battle/battle.bench.ts builds with vite to time headless battles as `blacksite sim`
// runs them: the simulator and its inputs, bundled as vite.node.config.ts bundles the command.
export { simulate } from '../sim/simulate';

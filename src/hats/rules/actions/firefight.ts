/**
 * R-LINK-1..3: the answer to a fight between two Agents that waits for its human seat: "Roll" (the
 * Combat of R-HATS-7, as ever) or "Play it out" (the battle's whole log, replayed here: src/link).
 */
import type { CommandOf } from '../../commands';
import type { HatsState } from '../../state';
import { replayLink } from '../../../link/firefight';
import { settleFirefight } from '../../../link/settle';
import type { BattleState } from '../../../battle/state/types';
import { fight } from '../referee';
import { NO_ROLLS, type ActionRule } from '../action-rule';

type Resolve = CommandOf<'fight.resolve'>;

// The battle is replayed once to check it and once more to apply it; the first replay is kept.
const replayed = new WeakMap<Resolve, { final: BattleState; mapName: string }>();

/** Why the played-out battle cannot stand (it does not replay from the fight's start, or is not over); null when it can. */
export function firefightTruthProblem(state: HatsState, cmd: Resolve): string | null {
  const f = state.fight;
  if (!f || cmd.play.mode !== 'battle') return null;
  const r = replayLink(state, f, cmd.play.commands);
  if (typeof r === 'string') return r;
  replayed.set(cmd, r);
  return null;
}

export const firefightRule: ActionRule<'fight.resolve'> = {
  check(k, cmd) {
    if (!k.fight) return 'No fight is waiting to be played out.';
    if (k.fight.seat !== cmd.seat) return 'The other conspiracy chooses how this fight is settled.';
    return null;
  },
  preview: () => NO_ROLLS,
  resolve(tx, cmd) {
    const f = tx.state.fight;
    if (!f) return;
    const r = cmd.play.mode === 'battle' ? (replayed.get(cmd) ?? replayLink(tx.state, f, cmd.play.commands)) : null;
    const { fight: _settled, ...rest } = tx.state;
    tx.state = rest;
    if (!tx.state.agents[f.actor] || !tx.state.agents[f.target]) return;
    if (r === null) {
      fight(tx, f.actor, f.target);
      return;
    }
    if (typeof r === 'string') return;
    settleFirefight(tx, f, r.final, r.mapName);
  },
};

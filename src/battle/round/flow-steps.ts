import { handBackAtRoundEnd } from '../commands/gm-control';
import { applyGmRule, applyRule, type GmCommand, type UnitCommand } from '../commands/rules';
import type { BattleMap } from '../map/types';
import { settleDeferred } from '../state/effects';
import type { BattleEvent } from '../state/events';
import type { BattleResult, BattleState } from '../state/types';
import { battleOutcome, roundEndOutcome } from './outcome';
import { closeRoundStep, rollInitiativeStep } from './round-flow';
import { groupFinished, openNextGroup } from './turn-order';
import { endBattle } from '../time/aftermath';
import { mapNow } from '../state/doors';
import { copyBattle } from '../state/copy';
import { missionAfterCommand, missionAfterSettle } from '../mission/after';
import { missionRoundEnd, missionRoundStart } from '../mission/clock';
import { missionOutcome } from '../mission/objectives';

/**
 * The round machine's pure helpers (machine.ts): each works out, for one command, the whole
 * step of the flow it starts and where the machine goes next. The machine picks its transition
 * by `next` and takes `state` and `events` from here; nothing else advances the flow.
 */

/** Where the flow goes after a command: the machine state it names. */
/** `stay`: the machine stays where it is (a GM edit between turns). */
export type FlowNext = 'acting' | 'defencePrompt' | 'roundEnd' | 'roundStart' | 'over' | 'stay';

export type FlowOutcome =
  | { readonly next: 'refused'; readonly reason: string }
  | { readonly next: FlowNext; readonly state: BattleState; readonly events: readonly BattleEvent[] };

class Steps {
  readonly events: BattleEvent[] = [];
  constructor(public state: BattleState) {}
  add(step: { readonly state: BattleState; readonly events: readonly BattleEvent[] }): this {
    this.state = step.state;
    for (const e of step.events) this.events.push(e);
    return this;
  }
  to(next: FlowNext): FlowOutcome {
    return { next, state: this.state, events: this.events };
  }
  /** The battle is over, then its aftermath (R-OPS-32, time/aftermath.ts). */
  over(result: BattleResult): FlowOutcome {
    this.add(endBattle(this.state, result));
    return this.to('over');
  }
}

function inPhase(state: BattleState, phase: BattleState['phase']): BattleState {
  const next = copyBattle(state);
  next.phase = phase;
  return next;
}

/** Opens the next group (R-OPS-4, R-OPS-28), or reaches the round's end when everyone has acted. */
function nextGroup(s: Steps): FlowOutcome {
  s.add(openNextGroup(s.state));
  if (s.state.group === null) {
    s.state = inPhase(s.state, 'round-end');
    return s.to('roundEnd');
  }
  return s.to('acting');
}

/**
 * round.start (R-OPS-4): a battle with a side left without fighters ends instead; otherwise
 * everyone rolls initiative and the highest group opens.
 */
export function startRound(state: BattleState): FlowOutcome {
  const s = new Steps(state);
  const decided = battleOutcome(state);
  if (decided) return s.over(decided);
  const rolled = rollInitiativeStep(missionRoundStart(state));
  s.add({ state: inPhase(rolled.state, 'turns'), events: rolled.events });
  return nextGroup(s);
}

/**
 * A unit command in the turns of a round: its rule, then a dodge question (R-OPS-14), or the
 * group's end: its deferred harm lands together (R-OPS-4), the battle may be over, else the
 * next group or the round's end.
 */
export function afterUnitCommand(state: BattleState, map: BattleMap, command: UnitCommand): FlowOutcome {
  // R-OPS-35: the rules read the ground with the battle's closed doors in it.
  const live = mapNow(state, map);
  const r = applyRule(state, live, command);
  if ('rejected' in r) return { next: 'refused', reason: r.rejected };
  const s = new Steps(state).add(r);
  if (s.state.mission) {
    // R-OPS-39..45: what the defenders notice and hear, devices, objectives; a mission may end here.
    s.add(missionAfterCommand(s.state, mapNow(s.state, map), command, r.events));
    const decided = s.state.prompt === null ? missionOutcome(s.state, false) : null;
    if (decided) return s.over(decided);
  }
  if (s.state.prompt !== null) return s.to('defencePrompt');
  if (!groupFinished(s.state)) return s.to('acting');
  return endGroup(s, map);
}

/** The group has finished: its deferred harm lands together (R-OPS-4); the battle's end, or the next group. */
function endGroup(s: Steps, map: BattleMap): FlowOutcome {
  s.add(settleDeferred(s.state));
  if (s.state.mission) s.add(missionAfterSettle(s.state, mapNow(s.state, map)));
  const decided = battleOutcome(s.state);
  if (decided) return s.over(decided);
  return nextGroup(s);
}

/**
 * round.end (R-OPS-24..26): the clock, blindness and the minute's checks; then a side left
 * alone, an objective reached or the round limit ends the battle, else the next round waits.
 */
export function endRound(state: BattleState, map: BattleMap): FlowOutcome {
  const s = new Steps(state).add(closeRoundStep(state));
  // A side its seat handed over for this round only goes back to the seat (commands/gm-control.ts).
  s.add(handBackAtRoundEnd(s.state));
  if (s.state.mission) s.add(missionRoundEnd(s.state, mapNow(s.state, map)));
  const decided = battleOutcome(s.state) ?? roundEndOutcome(s.state);
  if (decided) return s.over(decided);
  s.state = inPhase(s.state, 'round-start');
  return s.to('roundStart');
}

/**
 * A GM edit or note (commands/gm-apply.ts): applied wherever the flow stands, which it does not
 * move, except that an edit its rule marks `regroup` (a unit removed, set out, dodging or
 * holding) that leaves the acting group with nobody to act ends that group as a turn would.
 */
export function afterGmCommand(state: BattleState, map: BattleMap, command: GmCommand): FlowOutcome {
  const r = applyGmRule(state, mapNow(state, map), command);
  if ('rejected' in r) return { next: 'refused', reason: r.rejected };
  const s = new Steps(state).add(r);
  if (r.regroup !== true || s.state.phase !== 'turns' || s.state.prompt !== null || !groupFinished(s.state)) return s.to('stay');
  return endGroup(s, map);
}

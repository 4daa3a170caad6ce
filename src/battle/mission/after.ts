import type { UnitCommand } from '../commands/rules';
import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleState, Unit } from '../state/types';
import { isFighting } from '../state/units';
import { isDefender, isIntruder } from './access';
import { missionBuilder, type MissionBuilder } from './mind';
import { loudNoise, silencedDifficulty, silencedShot } from './noise';
import { alertedSweep, attackSeen, footsteps, guardLooks, seenAt, spotDevices, tripDevices } from './perceive';
import { unitSees } from './sight';
import { refreshObjectives } from './objectives';

/**
 * The mission's part of every unit command (round/flow-steps.ts calls it after the command's own
 * rule): what the defenders notice and hear (R-OPS-40, R-OPS-41), who is alerted by an attack
 * (R-OPS-39, R-OPS-42), which devices are spotted or tripped (R-OPS-44), radio calls (R-OPS-39),
 * bodies seen (R-OPS-42). A plain battle passes through untouched.
 */

/** Commands that are no action to be seen doing (R-OPS-40 "acts in the line of sight"). */
const QUIET: ReadonlySet<string> = new Set(['unit.move', 'unit.run', 'unit.end-turn', 'unit.hold', 'unit.watch', 'unit.act-now', 'unit.defend', 'unit.dodge-reply', 'unit.attack', 'unit.melee', 'unit.throw']);

export function missionAfterCommand(state: BattleState, map: BattleMap, command: UnitCommand, events: readonly BattleEvent[]): { state: BattleState; events: BattleEvent[] } {
  const b = missionBuilder(state, map);
  if (!b) return { state, events: [] };
  for (const e of events) heed(b, e);
  const actor = b.unit(command.unit);
  if (actor && isFighting(actor) && isIntruder(b.m, actor) && !QUIET.has(command.type)) {
    seenAt(b, actor, b.ran(actor.id));
    spotDevices(b, actor);
  }
  sweep(b, events);
  refreshObjectives(b, false);
  return b.done();
}

/** After a group's deferred harm lands (R-OPS-4): bodies seen, items dropped, alerted defenders' sight. */
export function missionAfterSettle(state: BattleState, map: BattleMap): { state: BattleState; events: BattleEvent[] } {
  const b = missionBuilder(state, map);
  if (!b) return { state, events: [] };
  sweep(b, []);
  refreshObjectives(b, false);
  return b.done();
}

function heed(b: MissionBuilder, e: BattleEvent): void {
  if (e.type === 'unit.moved') {
    const u = b.unit(e.unit);
    if (!u || !isFighting(u)) return;
    if (isIntruder(b.m, u)) {
      if (e.running && !b.ran(u.id)) b.m = { ...b.m, ran: [...b.m.ran, u.id] };
      footsteps(b, u, e.path, e.running);
      tripDevices(b, u, e.path);
      seenAt(b, u, b.ran(u.id));
      spotDevices(b, u);
    } else if (isDefender(b.m, u)) {
      walkedRound(b, u);
      guardLooks(b, u);
    }
  } else if (e.type === 'unit.fired') {
    const shooter = b.unit(e.unit);
    if (!shooter) return;
    const quiet = silencedDifficulty(b.m, shooter, e.weapon);
    if (quiet === null) loudNoise(b, 'shot', shooter.id, shooter.cell);
    else silencedShot(b, shooter, quiet, e.target);
    attacked(b, shooter.id, e.target);
  } else if (e.type === 'unit.melee') {
    attacked(b, e.unit, e.target);
  } else if (e.type === 'flash-bang.thrown') {
    loudNoise(b, 'bang', e.unit, e.at);
    const u = b.unit(e.unit);
    if (u && isIntruder(b.m, u)) attackSeen(b, u);
  } else if (e.type === 'door.changed') {
    if (e.action === 'charge' && e.to === 'destroyed') loudNoise(b, 'blast', e.unit, e.at);
  } else if (e.type === 'mission.task' && e.task === 'detonate' && e.success) {
    const site = b.m.objectives.find((o) => o.id === e.target)?.zone;
    loudNoise(b, 'blast', null, site ? { x: site.x, y: site.y } : (b.unit(e.unit)?.cell ?? { x: 0, y: 0 }));
  }
}

/** R-OPS-39: an unaware defender that reached (or came next to) its route's next waypoint heads for the one after. */
function walkedRound(b: MissionBuilder, u: Unit): void {
  const g = b.guard(u);
  const next = g.route[g.leg % Math.max(1, g.route.length)];
  if (g.awareness !== 'unaware' || !next || Math.max(Math.abs(next.x - u.cell.x), Math.abs(next.y - u.cell.y)) > 1) return;
  b.setGuard(u.id, { ...g, leg: (g.leg + 1) % g.route.length });
}

/** R-OPS-39, R-OPS-40: an attacker is seen by whoever has a line to it; the defender attacked is alerted. */
function attacked(b: MissionBuilder, attackerId: string, targetId: string): void {
  const attacker = b.unit(attackerId);
  const target = b.unit(targetId);
  if (attacker && isIntruder(b.m, attacker)) attackSeen(b, attacker);
  if (target && attacker && isDefender(b.m, target) && isFighting(target)) b.alert(target, 'attacked', attacker.cell);
}

/** Whatever holds after any change: bodies seen (R-OPS-42), alerted sight, radio calls (R-OPS-39), items dropped. */
function sweep(b: MissionBuilder, events: readonly BattleEvent[]): void {
  const bodies = b.state.units.filter((u) => isDefender(b.m, u) && !isFighting(u));
  if (bodies.length > 0) {
    for (const d of b.defenders()) {
      if (b.guard(d).awareness === 'alerted') continue;
      const body = bodies.find((x) => unitSees(b.sight, b.m, d, x.cell));
      if (body) b.alert(d, 'saw-body', body.cell);
    }
  }
  alertedSweep(b);
  for (const e of events) {
    const ended = e.type === 'turn.ended' || (e.type === 'unit.dodged' && e.reactive);
    if (!ended) continue;
    const u = b.unit(e.unit);
    if (!u || !isFighting(u) || !isDefender(b.m, u)) continue;
    const g = b.guard(u);
    if (g.radio === null || b.round < g.radio) continue;
    b.setGuard(u.id, { ...g, radio: null });
    b.events.push({ type: 'mission.radio', unit: u.id });
    b.alertSide('radio', g.look);
    alertedSweep(b);
  }
  for (const item of b.m.items) {
    if (item.carrier === null || item.out) continue;
    const carrier = b.unit(item.carrier);
    if (carrier && isFighting(carrier)) continue;
    const at = carrier?.cell ?? item.cell;
    b.m = { ...b.m, items: b.m.items.map((x) => (x.id === item.id ? { ...x, carrier: null, cell: at } : x)) };
    b.events.push({ type: 'mission.item', item: item.id, unit: item.carrier, change: 'dropped', at });
  }
}

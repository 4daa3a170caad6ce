/**
 * R-HATS-17 random events: at the start of each round one event is drawn from the scenario's table
 * with a generator keyed by the round (R-CORE-5), so rewinding never redraws it. Its immediate
 * effect happens here; a lasting one ("this round") is read by rules/modifiers.ts from `state.event`
 * until the next round's draw replaces it. Announced publicly, with the details to the seats it concerns.
 */
import { EVENT_TABLES, type EventData, type EventWho } from '../data/events';
import { GROUPS, groupData } from '../data/groups';
import { REGIONS, gatewayOf } from '../data/regions';
import { TECH_AREAS, TECH_AREA_NAMES } from '../data/technologies';
import { SKILL_INFO } from '../data/skills';
import { SUPERB, ladderLabel } from '../../core/ladder';
import type { ActiveEvent, HatsState, SeatId, WoundRow } from '../state';
import { controlledScale } from './victory';
import { TERRIBLE } from './loyalty';
import type { Tx } from './tx';
import { noteHealAll } from './dossier';

/** The seats a purse event picks: all standing seats, or the richest / poorest (ties: the first in seat order). */
function pickSeats(state: HatsState, who: EventWho): SeatId[] {
  const standing = state.seats.filter((s) => !state.conspiracies[s.id]?.eliminated).map((s) => s.id);
  if (who === 'all') return standing;
  const money = (id: SeatId) => state.conspiracies[id]?.greenbacks ?? 0;
  let best: SeatId | null = null;
  for (const id of standing) {
    if (best === null || (who === 'richest' ? money(id) > money(best) : money(id) < money(best))) best = id;
  }
  return best === null ? [] : [best];
}

function seatName(state: HatsState, seat: SeatId): string {
  return state.seats.find((s) => s.id === seat)?.name ?? seat;
}

function fill(text: string, region: string | null, group: string | null): string {
  const regionName = REGIONS.find((r) => r.id === region)?.name ?? '';
  return text.replace('{region}', regionName).replace('{group}', group ? groupData(group).name : '');
}

/** Draws and applies the round's event; with no table (or events off) the round has none. */
export function eventStep(tx: Tx): void {
  const s0 = tx.state;
  const table = s0.scenario.events ? EVENT_TABLES[s0.scenario.events] : undefined;
  if (!table || table.length === 0 || !s0.options.events) {
    tx.state = { ...tx.state, event: null, phase: 'income' };
    return;
  }
  const rng = tx.rngAt(['round', s0.round, 'event']);
  const data = table[rng.int(table.length)];
  if (!data) return;
  const standingGroups = GROUPS.filter((d) => s0.groups[d.id] && !s0.groups[d.id]?.destroyed).map((d) => d.id);
  const needsRegion = data.effect.kind === 'region';
  const needsGroup = data.effect.kind === 'stun-group' || data.effect.kind === 'group-loyalty-drop';
  const region = needsRegion ? REGIONS[rng.int(REGIONS.length)]?.id ?? null : null;
  let group = needsGroup ? standingGroups[rng.int(standingGroups.length)] ?? null : null;
  let seat: SeatId | null = null;
  if (data.effect.kind === 'expose-leader') {
    const leader = [...s0.seats].filter((x) => !s0.conspiracies[x.id]?.eliminated).sort((a, b) => controlledScale(s0, b.id) - controlledScale(s0, a.id))[0];
    const theirs = leader ? GROUPS.filter((d) => s0.groups[d.id]?.owner === leader.id).map((d) => d.id) : [];
    seat = leader && theirs.length > 0 ? leader.id : null;
    group = theirs.length > 0 ? theirs[rng.int(theirs.length)] ?? null : null;
  }
  const active: ActiveEvent = { id: data.id, round: s0.round, region, group, seat };
  tx.state = { ...tx.state, event: active, phase: 'income' };
  const where = region ? gatewayOf(region).id : group ? groupData(group).area : undefined;
  tx.log('all', `Round ${s0.round} event — ${data.name}: ${fill(data.text, region, group)}`, [], where);
  applyEvent(tx, data, active);
}

function applyEvent(tx: Tx, data: EventData, active: ActiveEvent): void {
  const e = data.effect;
  const s = tx.state;
  switch (e.kind) {
    case 'greenbacks': {
      for (const seat of pickSeats(s, e.who)) {
        const c = tx.conspiracy(seat);
        const after = Math.max(0, c.greenbacks + e.amount);
        tx.setConspiracy(seat, { greenbacks: after });
        if (e.who !== 'all') tx.log([seat], `${data.name}: your conspiracy ${e.amount > 0 ? 'gains' : 'loses'} ${Math.abs(after - c.greenbacks)} greenbacks.`);
      }
      return;
    }
    case 'stun-group': {
      if (active.group) tx.setGroup(active.group, { stunned: Math.max(tx.group(active.group).stunned, e.turns), protecting: null });
      return;
    }
    case 'group-loyalty-drop': {
      if (!active.group) return;
      const g = tx.group(active.group);
      // Edition 4: the purge is public, so every seat's preview counts it (R-HATS-18).
      const purges = tx.state.version >= 4 ? { purges: (g.purges ?? 0) + 1 } : {};
      tx.setGroup(g.id, { loyaltyMod: Math.max(TERRIBLE - groupData(g.id).loyalty, g.loyaltyMod - 1), ...purges });
      return;
    }
    case 'heal-all': {
      for (const a of Object.values(s.agents)) if (a.wounds > 0) tx.setAgent(a.id, { wounds: (a.wounds - 1) as WoundRow });
      noteHealAll(tx);
      return;
    }
    case 'expose-leader': {
      if (!active.group || !active.seat) return;
      const others = s.seats.filter((x) => x.id !== active.seat).map((x) => x.id);
      for (const seat of others) tx.setMark(seat, { kind: 'group', target: active.group, owner: active.seat, round: s.round });
      tx.log(others, `${data.name}: ${groupData(active.group).name} is run by ${seatName(s, active.seat)}.`, [], groupData(active.group).area);
      tx.log([active.seat], `${data.name}: everyone now knows that ${groupData(active.group).name} is yours.`, [], groupData(active.group).area);
      return;
    }
    case 'tech-boost': {
      const [seat] = pickSeats(s, 'poorest');
      if (!seat) return;
      const c = tx.conspiracy(seat);
      const area = [...TECH_AREAS].sort((a, b) => c.tech[a] - c.tech[b])[0];
      if (!area || c.tech[area] >= SUPERB) return;
      tx.setConspiracy(seat, { tech: { ...c.tech, [area]: c.tech[area] + 1 } });
      tx.log([seat], `${data.name}: your ${TECH_AREA_NAMES[area]} rises to ${ladderLabel(c.tech[area] + 1)}.`);
      return;
    }
    case 'unlock-skill': {
      const [seat] = pickSeats(s, 'poorest');
      if (!seat) return;
      const c = tx.conspiracy(seat);
      if (!c.skills.includes(e.skill)) tx.setConspiracy(seat, { skills: [...c.skills, e.skill] });
      tx.log([seat], `${data.name}: your Agents may now be trained in ${SKILL_INFO[e.skill].name}.`);
      return;
    }
    case 'region':
    case 'price':
    case 'skill':
      // Lasting: rules/modifiers.ts reads state.event this round.
      return;
  }
}

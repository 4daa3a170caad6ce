import type { BattleEvent } from './events';
import type { BlockAdvantage, Unit } from './types';

/**
 * R-OPS-33: a successful block makes the blocker act before that attacker next round. If its new
 * initiative is not already higher, it acts in a group of its own just before the attacker's: half
 * a step above the attacker's value, so it comes before the attacker and after anyone higher.
 */
export function placeBlockers(units: readonly Unit[], blocks: readonly BlockAdvantage[]): { units: Unit[]; events: BattleEvent[] } {
  if (blocks.length === 0) return { units: [...units], events: [] };
  const byId = new Map(units.map((u) => [u.id, u]));
  const events: BattleEvent[] = [];
  // A blocker ahead of two attackers goes ahead of the later-acting one first, then of the other.
  const ordered = [...blocks].sort((a, b) => (byId.get(a.attacker)?.initiative ?? 0) - (byId.get(b.attacker)?.initiative ?? 0));
  for (const b of ordered) {
    const blocker = byId.get(b.blocker);
    const attacker = byId.get(b.attacker);
    if (!blocker || !attacker || blocker.initiative === null || attacker.initiative === null) continue;
    if (blocker.initiative > attacker.initiative) continue;
    const value = attacker.initiative + 0.5;
    byId.set(blocker.id, { ...blocker, initiative: value });
    events.push({ type: 'block.first', unit: blocker.id, attacker: attacker.id, value });
  }
  return { units: units.map((u) => byId.get(u.id) ?? u), events };
}

/** The invariants every reachable state keeps. */
import { groupData } from '../data/groups';
import type { HatsState } from '../state';

export function invariantProblems(s: HatsState): string[] {
  const out: string[] = [];
  const seats = new Set(s.seats.map((x) => x.id));
  for (const c of Object.values(s.conspiracies)) if (c.greenbacks < 0 || !Number.isInteger(c.greenbacks)) out.push(`${c.seat} has ${c.greenbacks} greenbacks`);
  for (const a of Object.values(s.agents)) {
    if (a.loyaltyMod > 2) out.push(`${a.id} Loyalty bonus ${a.loyaltyMod}`);
    if (a.owner !== null && a.traits.loyalty + a.loyaltyMod < -3) out.push(`${a.id} serves with Loyalty below Terrible`);
    if (a.owner !== null && !seats.has(a.owner)) out.push(`${a.id} owned by unknown ${a.owner}`);
    if (a.wounds < 0 || a.wounds > 4) out.push(`${a.id} wounds ${a.wounds}`);
  }
  for (const g of Object.values(s.groups)) {
    const base = groupData(g.id).loyalty;
    if (g.loyaltyMod > 2 || base + g.loyaltyMod < -3) out.push(`${g.id} Loyalty ${base}+${g.loyaltyMod}`);
    if (g.owner !== null && !seats.has(g.owner)) out.push(`${g.id} owned by unknown ${g.owner}`);
    if (g.destroyed && g.owner !== null) out.push(`${g.id} destroyed but controlled`);
  }
  // Each Group is controlled by at most one conspiracy: count how many seats list it as their own.
  for (const g of Object.values(s.groups)) {
    const claimants = s.seats.filter((seat) => s.groups[g.id]?.owner === seat.id).length;
    if (claimants > 1) out.push(`${g.id} has ${claimants} controllers`);
  }
  return out;
}

import type { Viewer } from '../view/viewer';
import type { Guard, MissionState } from './types';

/**
 * A mission as a seat may know it (STYLE.md principle 15, R-OPS-46), for the seat view's `known`
 * battle (view/seat-view.ts knownState): the defenders' side knows its own guards, devices and
 * alarm; the intruders know the briefing (objectives, items, captives, exits), the devices they
 * noticed, the alarm once it sounds, and of the guards only those they see, each with its state as
 * its manner shows it (unaware, suspicious or alerted) and nothing of its post, route or what it
 * noticed. Neither side sees the other's kit.
 */
export function knownMission(m: MissionState, viewer: Viewer, seen: ReadonlySet<string>, sideOf: (unitId: string) => string | undefined): MissionState {
  if (viewer.kind === 'all') return m;
  const plays = (side: string): boolean => viewer.sides.includes(side);
  const keepGuard = (id: string): boolean => plays(m.defenders) || seen.has(id);
  const guards: Record<string, Guard> = {};
  for (const [id, g] of Object.entries(m.guards)) {
    if (!keepGuard(id)) continue;
    guards[id] = plays(m.defenders) ? g : { ...g, post: { x: 0, y: 0 }, route: [], leg: 0, look: null, noticed: [], radio: null, since: 0 };
  }
  // Units waiting off the map (captives, reinforcements) belong to the side whose list holds them.
  const ownerOf = (id: string): string | undefined => sideOf(id) ?? (m.captives.some((c) => c.unit.id === id) ? m.intruders : m.defenders);
  const kit = Object.fromEntries(Object.entries(m.kit).filter(([id]) => plays(ownerOf(id) ?? '')));
  const devices = plays(m.defenders) ? m.devices : m.devices.filter((d) => d.spotted).map((d) => ({ ...d, noticed: [] }));
  const ownNotices = plays(m.defenders) ? m.notices : [];
  return {
    ...m,
    guards,
    kit,
    devices,
    notices: ownNotices,
    // The reinforcements wait off the map: neither their number nor their kit is the intruders' to know.
    reinforcements: m.reinforcements && !plays(m.defenders) ? { ...m.reinforcements, units: [] } : m.reinforcements,
    ran: plays(m.intruders) ? m.ran : [],
  };
}

import type { Cell } from '../geometry/cells';
import type { CellRect } from '../map/types';
import type { SeatView } from '../view/seat-view';
import { lightGrid } from './light';
import type { Awareness, DeviceKind, DeviceStatus, MissionObjective, ObjectiveKind, ObjectiveState } from './types';

/**
 * What a seat is shown of a mission (DESIGN.md "Covert missions"), from its seat view only (the
 * known battle's mission is already cut to what the seat may know: mission/known.ts): the state of
 * each defender in view, the devices it knows, the objectives with their progress, the alarm and
 * its clock, the rounds left, the light, and where the exits, items and captives are.
 */
export interface MissionBoard {
  readonly name: string;
  /** The state of each defender the seat sees (R-OPS-39): unaware ones are left out (no badge). */
  readonly badges: Readonly<Record<string, Exclude<Awareness, 'unaware'>>>;
  readonly devices: readonly { readonly id: string; readonly kind: DeviceKind; readonly name: string; readonly cells: readonly Cell[]; readonly facing: number | null; readonly status: DeviceStatus }[];
  readonly objectives: readonly {
    readonly id: string;
    readonly kind: ObjectiveKind;
    readonly name: string;
    readonly required: boolean;
    readonly state: ObjectiveState;
    /** "Hack 1 of 2"; null when there is nothing to count. */
    readonly progress: string | null;
    /** Its marker on the map (the terminal, the site, the item, the captive, the zone's corner), if it has one. */
    readonly at: Cell | null;
  }[];
  readonly alarm: { readonly raised: boolean; readonly round: number | null; readonly how: string | null; readonly reinforcementsIn: number | null };
  readonly round: number;
  /** Rounds still to play, this one included: the mission fails at the end of round roundLimit (objectives.ts). */
  readonly roundsLeft: number;
  /** R-OPS-43: 0 lit, 1 dim, 2 dark per cell; null when all is lit. */
  readonly light: Uint8Array | null;
  readonly exits: readonly CellRect[];
  readonly items: readonly { readonly name: string; readonly cell: Cell; readonly carried: boolean; readonly out: boolean }[];
  readonly captives: readonly { readonly name: string; readonly cell: Cell; readonly freed: boolean }[];
}

const WORD: Readonly<Record<ObjectiveKind, string>> = { hack: 'Hack', plant: 'Charge', retrieve: 'Retrieve', rescue: 'Rescue', eliminate: 'Eliminate', reach: 'Reach', extract: 'Extract' };

/** "Hack 1 of 2", "Charge 2 of 2, set"; null for an objective with nothing to count. */
export function progressWords(o: Pick<MissionObjective, 'kind' | 'progress' | 'needed' | 'armed'>): string | null {
  if (o.kind !== 'hack' && o.kind !== 'plant') return null;
  return `${WORD[o.kind]} ${Math.min(o.progress, o.needed)} of ${o.needed}${o.kind === 'plant' && o.armed ? ', set' : ''}`;
}

export function missionBoard(view: SeatView): MissionBoard | null {
  const m = view.known.mission;
  if (!m) return null;
  const seen = new Set(view.known.units.map((u) => u.id));
  const badges: Record<string, Exclude<Awareness, 'unaware'>> = {};
  for (const [id, g] of Object.entries(m.guards)) if (seen.has(id) && g.awareness !== 'unaware') badges[id] = g.awareness;
  const unitCell = (id: string | null): Cell | null => view.known.units.find((u) => u.id === id)?.cell ?? null;
  const objectives = m.objectives.map((o) => {
    const item = o.kind === 'retrieve' ? m.items.find((i) => i.id === o.target) : undefined;
    const captive = o.kind === 'rescue' ? m.captives.find((c) => c.unit.id === o.target) : undefined;
    const at = o.zone ? { x: o.zone.x, y: o.zone.y } : item ? (unitCell(item.carrier) ?? item.cell) : captive ? captive.cell : null;
    return {
      id: o.id,
      kind: o.kind,
      name: o.name,
      required: o.required,
      state: o.state,
      progress: progressWords(o),
      at,
    };
  });
  const r = m.reinforcements;
  const raised = m.alarm.raised && m.alarm.round !== null;
  const reinforcementsIn = raised && r && !r.arrived ? Math.max(0, (m.alarm.round ?? 0) + r.after - view.round) : null;
  return {
    name: m.name,
    badges,
    devices: m.devices.map((d) => ({ id: d.id, kind: d.kind, name: d.name, cells: d.cells, facing: d.facing, status: d.status })),
    objectives,
    alarm: { raised: m.alarm.raised, round: m.alarm.round, how: m.alarm.how, reinforcementsIn },
    round: view.round,
    roundsLeft: Math.max(0, m.roundLimit - view.round + 1),
    light: lightGrid(m.light, view.known.map.width, view.known.map.height),
    exits: m.exits,
    items: m.items.map((i) => ({ name: i.name, cell: unitCell(i.carrier) ?? i.cell, carried: i.carrier !== null, out: i.out })),
    captives: m.captives.map((c) => ({ name: c.name, cell: c.cell, freed: c.freed })),
  };
}

/**
 * What the map draws for the screen now, as data: the seat view's tokens and fog (table-view.ts),
 * the acting unit's walk and run areas in two distinct colours, the path to the hovered cell and
 * the cover it gives against each enemy in sight, the last-seen marks; or nothing at all behind a
 * hand-over or a hot-seat computer turn.
 */
import type { Cell } from '../../../src/battle/geometry';
import type { BattleMap } from '../../../src/battle/map';
import type { SeatView } from '../../../src/battle/view';
import type { TableScreen } from '../../flow/table-flow';
import type { CoverLine } from '../../table/cover-look';
import type { TableView } from '../../table/view-model';
import type { TableMeta } from '../setup-model';
import { blankView, tableView } from '../table-view';
import type { SeatChoices } from './choices';
import type { SideModel } from './side-model';

/** Okabe-Ito sky blue for walking, orange for running: distinct hues, and brighter vs dimmer. */
export const WALK_RGB = 0x56b4e9;
export const RUN_RGB = 0xe69f00;
export const PATH_RGB = 0xf4f1e8;
export const MARK_RGB = 0xcc79a7;

export interface CellMark {
  readonly cells: ReadonlySet<number> | null;
  readonly rgb: number;
  readonly alpha: number;
}

export interface MapModel {
  readonly view: TableView;
  /** Named highlights (TableMap.mark): walk, run, path, last-seen. */
  readonly marks: Readonly<Record<'walk' | 'run' | 'path' | 'last-seen', CellMark>>;
  /** The cover the hovered cell (in reach or not) gives against each enemy in sight, drawn from it. */
  readonly cover: readonly CoverLine[];
  /** The board is hidden (hand-over, a hot-seat computer turn). */
  readonly hidden: boolean;
}

const index = (map: BattleMap, cells: readonly Cell[]): Set<number> => new Set(cells.map((c) => c.y * map.width + c.x));

export function mapModel(o: { view: SeatView | null; screen: TableScreen; choices: SeatChoices; side: SideModel; map: BattleMap; meta: TableMeta; sides: Parameters<typeof blankView>[0]; selected: string | null }): MapModel {
  const none = { cells: null, rgb: 0, alpha: 0 };
  if (!o.view || o.screen.kind === 'handover' || o.screen.kind === 'cover') {
    return { view: blankView(o.sides, o.meta), marks: { walk: { ...none, rgb: WALK_RGB }, run: { ...none, rgb: RUN_RGB }, path: { ...none, rgb: PATH_RGB }, 'last-seen': { ...none, rgb: MARK_RGB } }, cover: [], hidden: true };
  }
  const acting = o.choices.acting?.id ?? o.view.known.group?.units[0] ?? null;
  const move = o.side.move;
  return {
    view: tableView({ view: o.view, meta: o.meta, selectedId: o.selected ?? acting, actingId: acting }),
    marks: {
      walk: { cells: o.choices.legal ? o.choices.walk : null, rgb: WALK_RGB, alpha: 0.38 },
      run: { cells: o.choices.legal ? o.choices.run : null, rgb: RUN_RGB, alpha: 0.24 },
      path: { cells: move && move.path.length > 1 ? index(o.map, move.path.slice(1)) : null, rgb: move?.kind === 'run' ? RUN_RGB : PATH_RGB, alpha: 0.55 },
      'last-seen': { cells: o.side.marks.length > 0 ? index(o.map, o.side.marks.map((m) => m.cell)) : null, rgb: MARK_RGB, alpha: 0.45 },
    },
    // Out of reach too: where the unit could stand next turn is worth knowing now.
    cover: move ? move.cover.map((c) => ({ from: move.cell, to: c.cell, cover: c.kind })) : [],
    hidden: false,
  };
}

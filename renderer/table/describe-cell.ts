import { COVER_BLOCK, COVER_FULL, COVER_PARTIAL, type BattleMap } from '../../src/battle/map';
import type { Point } from './coords';
import { shownUnits, type TableView } from './view-model';

/** The cursor cell in words, for the map's live region: what a sighted player reads off the tile. */
export function describeCell(map: BattleMap, view: TableView, cell: Point): string {
  const i = cell.y * map.width + cell.x;
  const code = map.cells.cover[i] ?? 0;
  const ground =
    code === COVER_BLOCK
      ? map.cells.blocksSight[i] === 1
        ? 'wall'
        : 'window'
      : code === COVER_FULL
        ? 'full cover'
        : code === COVER_PARTIAL
          ? 'partial cover'
          : map.cells.blocksMove[i] === 1
            ? 'impassable'
            : 'open ground';
  const parts = [`Cell ${cell.x}, ${cell.y}`, ground];
  const fog = view.viewer === 'gm' ? null : view.visibility.get(view.viewer);
  if (fog && !fog.has(i)) parts.push('not in sight');
  for (const u of shownUnits(view, map.width)) {
    if (u.x !== cell.x || u.y !== cell.y) continue;
    const side = view.sides[u.side];
    const states = (Object.keys(u.states) as Array<keyof typeof u.states>).filter((k) => u.states[k]);
    parts.push(`${u.codeName} (${side?.name ?? `side ${u.side + 1}`}${u.wound !== 'none' ? `, ${u.wound.replace('-', ' ')}` : ''}${states.length ? `, ${states.join(', ')}` : ''})`);
  }
  return parts.join(' · ');
}

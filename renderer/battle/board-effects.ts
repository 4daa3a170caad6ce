/**
 * The result of an action, shown (issue 5 point 4): the line of fire lights up on the map, the
 * target's cell flashes on a hit, and a callout says what happened. With motion reduced nothing
 * moves: the marks and the callout appear and go without animation (DESIGN.md).
 */
import type { BattleEvent, BattleState } from '../../src/battle';
import { lineSteps } from '../../src/battle/geometry';
import type { TableMap } from '../table/table-map';
import { ACCENT } from '../table/view-model';

export interface BoardEffects {
  /** `shown` says whether the eyes at the table may see the unit (never animate a hidden shot). */
  play(state: BattleState, events: readonly BattleEvent[], shown: (unitId: string) => boolean): void;
  dispose(): void;
}

const SHOT_MS = 700;
const HIT = 0xd55e00;

export function boardEffects(view: TableMap, callout: HTMLElement, motion: () => boolean): BoardEffects {
  let timer = 0;
  const clear = (): void => {
    view.mark('shot', null, ACCENT);
    view.mark('hit', null, HIT);
    callout.classList.remove('show');
  };
  return {
    play(state, events, shown) {
      const e = [...events].reverse().find((x) => (x.type === 'unit.fired' || x.type === 'unit.melee') && shown(x.unit) && shown(x.target));
      if (!e || (e.type !== 'unit.fired' && e.type !== 'unit.melee')) return;
      const from = state.units.find((u) => u.id === e.unit);
      const to = state.units.find((u) => u.id === e.target);
      if (!from || !to) return;
      const w = state.map.width;
      const line = new Set(lineSteps(from.cell, to.cell).map((s) => s.a.y * w + s.a.x));
      const hit = e.type === 'unit.fired' ? e.shots.some((s) => s.hit) : e.won;
      window.clearTimeout(timer);
      view.mark('shot', line, ACCENT, 0.45);
      view.mark('hit', hit ? new Set([to.cell.y * w + to.cell.x]) : null, HIT, 0.6);
      const hits = e.type === 'unit.fired' ? e.shots.filter((s) => s.hit).length : hit ? 1 : 0;
      const what = e.type === 'unit.fired' ? (e.shots.length > 1 ? `${hits} of ${e.shots.length} hit` : hit ? 'Hit' : 'Miss') : hit ? 'Lands' : 'Blocked';
      callout.textContent = `${from.name} → ${to.name}: ${what}${to.status === 'dead' ? ' — dead' : to.status === 'out' ? ' — out of the fight' : ''}`;
      callout.classList.remove('show');
      callout.dataset.motion = motion() ? 'on' : 'off';
      // Restart the CSS animation: remove the class, force a style pass, add it again.
      void callout.offsetWidth;
      callout.classList.add('show');
      timer = window.setTimeout(clear, motion() ? SHOT_MS * 2 : SHOT_MS * 3);
    },
    dispose() {
      window.clearTimeout(timer);
    },
  };
}

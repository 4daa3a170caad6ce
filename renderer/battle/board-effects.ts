/**
 * The result of an action, shown: the line of fire lights up on the map, the
 * target's cell flashes on a hit, and a callout says what happened. With motion reduced nothing
 * moves: the marks and the callout appear and go without animation (DESIGN.md).
 */
import type { BattleEvent } from '../../src/battle';
import { knownUnit, type SeatView } from '../../src/battle/view';
import { lineSteps } from '../../src/battle/geometry';
import type { TableMap } from '../table/table-map';
import { ACCENT } from '../table/view-model';

export interface BoardEffects {
  /** Shows the last attack both of whose units the viewer knows (never a hidden shot). */
  play(view: SeatView, events: readonly BattleEvent[]): void;
  /** Takes every mark and the callout away (a hand-over: nothing of the last seat stays). */
  clear(): void;
  dispose(): void;
}

const SHOT_MS = 700;
const HIT = 0xd55e00;

export function boardEffects(mapView: TableMap, callout: HTMLElement, motion: () => boolean): BoardEffects {
  let timer = 0;
  const clear = (): void => {
    mapView.mark('shot', null, ACCENT);
    mapView.mark('hit', null, HIT);
    callout.classList.remove('show');
  };
  return {
    play(view, events) {
      const shown = (id: string) => knownUnit(view, id) !== undefined;
      const e = [...events].reverse().find((x) => (x.type === 'unit.fired' || x.type === 'unit.melee') && shown(x.unit) && shown(x.target));
      if (!e || (e.type !== 'unit.fired' && e.type !== 'unit.melee')) return;
      const from = knownUnit(view, e.unit);
      const to = knownUnit(view, e.target);
      if (!from || !to) return;
      const w = view.known.map.width;
      const line = new Set(lineSteps(from.cell, to.cell).map((s) => s.a.y * w + s.a.x));
      const hit = e.type === 'unit.fired' ? e.shots.some((s) => s.hit) : e.won;
      window.clearTimeout(timer);
      mapView.mark('shot', line, ACCENT, 0.45);
      mapView.mark('hit', hit ? new Set([to.cell.y * w + to.cell.x]) : null, HIT, 0.6);
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
    clear() {
      window.clearTimeout(timer);
      clear();
      callout.textContent = '';
    },
    dispose() {
      window.clearTimeout(timer);
    },
  };
}

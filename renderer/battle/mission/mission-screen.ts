/**
 * The mission's part of the play screen (renderer/battle/play-screen.ts): its strip and marks
 * (./mission-view.ts), and its briefing — shown as a dossier over the table when the mission begins
 * and again from the strip's Briefing button. The objectives are no secret at the table: both sides
 * know what is worth guarding.
 */
import { button, h } from '../../ui/dom';
import type { BattleMap } from '../../../src/battle/map';
import type { TableMap } from '../../table/table-map';
import type { TableModel } from '../model/table-model';
import { createMissionTable } from './mission-view';
import './mission.css';

export interface MissionScreen {
  drawn(model: TableModel): void;
  dispose(): void;
}

export function missionScreen(o: { readonly mapView: TableMap; readonly map: BattleMap; readonly host: HTMLElement; readonly screen: HTMLElement; readonly briefing: string | null }): MissionScreen {
  const strip = h('div', { class: 'ms-strip-host' });
  const table = createMissionTable({ mapView: o.mapView, map: o.map, host: strip, screen: o.screen });
  let dossier: HTMLElement | null = null;
  let title = '';
  const close = (): void => {
    dossier?.remove();
    dossier = null;
    o.mapView.element.focus();
  };
  const open = (): void => {
    if (dossier || !o.briefing) return;
    const begin = button('To the table', close, { class: 'btn primary', autofocus: true });
    // A modal wall (renderer/ui/wall.ts): while it is up no key reaches the table behind it.
    const wall = h('dialog', { class: 'ms-briefing', 'data-wall': '', 'aria-labelledby': 'ms-briefing-title' },
      h('div', { class: 'sheet' },
        h('p', { class: 'stamp' }, 'Briefing'),
        h('h2', { id: 'ms-briefing-title', tabindex: -1 }, title || 'Mission'),
        ...o.briefing.split(/\n{2,}/).map((para) => h('p', { class: 'ms-brief-text' }, para)),
        h('div', { class: 'actions' }, begin)));
    wall.addEventListener('cancel', (e) => e.preventDefault());
    dossier = wall;
    o.screen.append(wall);
    if (wall.isConnected) wall.showModal();
    begin.focus();
  };
  const briefingBtn = o.briefing ? button('Briefing', open, { class: 'btn small ms-briefing-btn' }) : null;
  o.host.replaceChildren(strip, ...(briefingBtn ? [briefingBtn] : []));
  let shown = false;
  return {
    drawn(model) {
      table.update(model);
      title = model.view?.known.mission?.name ?? title;
      // The briefing opens once, when the first board shows (never over a hand-over).
      if (!shown && model.view && !model.map.hidden) {
        shown = true;
        open();
      }
    },
    dispose() {
      dossier?.remove();
      table.dispose();
      o.host.replaceChildren();
    },
  };
}

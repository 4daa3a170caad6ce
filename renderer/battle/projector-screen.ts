/**
 * The battle on the players' display: the same map art with the players' fog,
 * the tokens they see, the tracker and the last roll, in large type. It knows only what the table
 * publishes (public-view.ts), and follows the table's camera or stays where it is put.
 */
import './battle.css';
import type { BlacksiteApi } from '../../src/contract';
import type { Screen } from '../router';
import type { SideView, TableView } from '../table/view-model';
import { html, render } from 'lit-html';
import { button, h } from '../ui/dom';
import { subscribeBattle } from './projector-feed';
import { projectorMap, type ShownMap } from './projector-map';
import type { PublicView } from './public-view';
import { diceEntryTemplate } from './view/logs';
import { trackerTemplate } from './view/tracker';

function waiting(text: string): HTMLElement {
  return h('section', { class: 'sheet', 'aria-labelledby': 'bt-proj-wait' },
    h('p', { class: 'stamp' }, 'Projector · tactical table'),
    h('h1', { id: 'bt-proj-wait', tabindex: -1 }, text),
    h('p', {}, 'Start or resume a battle in the main window; what the players may see appears here.'));
}

export function projectorTableView(v: PublicView): TableView {
  const sides: SideView[] = [0, 1, 2, 3].map(() => ({ name: '', letter: '' }));
  for (const s of v.sides) sides[s.colour] = { name: s.name, letter: s.letter };
  const viewer = v.viewer ?? 'gm';
  return {
    units: v.units,
    sides,
    selectedId: null,
    actingId: v.actingId,
    weapon: null,
    visibility: viewer === 'gm' || v.seen === null ? new Map() : new Map([[viewer, new Set(v.seen)]]),
    viewer: v.seen === null ? 'gm' : viewer,
    doors: v.doors ?? [],
    floor: v.floor ?? [],
  };
}

export function battleProjectorScreen(motion: () => boolean, api: BlacksiteApi): Screen {
  const element = h('div', { class: 'bt-projector' }, waiting('Waiting for a battle'));
  let latest: PublicView | null = null;
  let follow = true;
  const side = h('aside', { class: 'bt-proj-side', 'aria-label': 'Tracker and last roll' });
  const head = h('header', { class: 'bt-proj-head' });
  const followBtn = button('Following the table\'s camera', () => {
    follow = !follow;
    followBtn.textContent = follow ? 'Following the table\'s camera' : 'Camera fixed here';
    followBtn.setAttribute('aria-pressed', String(follow));
    if (follow && latest) show(latest);
  }, { class: 'btn small', 'aria-pressed': 'true' });
  const mapHost = h('div', { class: 'bt-proj-map' });
  const map = projectorMap({
    api,
    motion,
    host: mapHost,
    failed: (reason) => element.replaceChildren(waiting(reason)),
    loaded: () => element.replaceChildren(h('section', { class: 'bt-proj', 'aria-labelledby': 'bt-proj-title' }, head, h('div', { class: 'bt-proj-body' }, mapHost, side))),
  });

  const apply = (m: ShownMap, v: PublicView): void => {
    m.view.update(projectorTableView(v));
    // What the map draws, for tests and assistive tech: the tokens on the players' display.
    element.dataset.units = v.units.map((u) => u.codeName).join('|');
    element.dataset.round = String(v.round);
    if (follow && v.camera) map.follow(v.camera);
    const sideOf = (id: string) => {
      const s = v.sides.find((x) => x.id === id);
      return { colour: s?.colour ?? 0, letter: s?.letter ?? '?', name: s?.name ?? id };
    };
    head.replaceChildren(h('h1', { id: 'bt-proj-title' }, v.title), h('p', { class: 'proj-round' }, `Round ${v.round}`), h('p', { class: 'proj-status' }, v.status), followBtn);
    // lit-html over the same nodes: the tracker and the last roll update in place.
    render(html`${trackerTemplate(v.tracker, { sideOf })}
      <section class="panel last-roll" aria-labelledby="bt-proj-roll"><h2 id="bt-proj-roll">Last roll</h2>
        ${v.lastRoll ? html`<ol class="log-list">${diceEntryTemplate({ serial: 0, round: v.round, ...v.lastRoll })}</ol>` : html`<p class="dim">No roll yet.</p>`}
      </section>`, side);
  };

  const show = (v: PublicView): void => map.show(v.map, (m) => apply(m, v));

  const stop = subscribeBattle((v) => {
    latest = v;
    if (!v) {
      element.replaceChildren(waiting('The battle was closed'));
      map.clear();
      return;
    }
    show(v);
  });

  return {
    element,
    dispose() {
      stop();
      map.clear();
    },
  };
}

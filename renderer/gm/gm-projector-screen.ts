/**
 * The players' display at a GM table (issue 13 point 5): the players' fog and units on the map,
 * the camera the GM shares (following or pinned), the newest lines and rolls the players read in
 * large type, the GM's pinned templates with their labels, a ping, and the blackout for scene
 * changes. It draws only the message (gm-feed.ts: the players' view and the GM overlay), so it
 * can show nothing the GM keeps to itself.
 */
import '../battle/battle.css';
import './gm.css';
import { html, nothing, render, type TemplateResult } from 'lit-html';
import type { BattleMap } from '../../src/battle/map';
import { loadShippedMap, tileImageUrl } from '../assets-maps';
import type { Screen } from '../router';
import { projectorTableView } from '../battle/projector-screen';
import { createTableMap, type TableMap } from '../table/table-map';
import { loadTileSource, type TileSource } from '../table/tile-textures';
import { subscribeGm, type GmMessage } from './gm-feed';
import type { GmOverlay } from './gm-projector';

const TEMPLATE_RGB = 0xf2a900;
const PING_RGB = 0xffffff;

/** The overlay's words and rolls, large; the blackout covers everything but a line that says so. */
export function gmProjectorPanel(m: GmMessage): TemplateResult {
  const gm = m.gm;
  return html`
    <section class="panel gm-proj-lines" aria-labelledby="gm-proj-log">
      <h2 id="gm-proj-log">At the table</h2>
      ${gm.lines.length === 0 ? html`<p class="dim">Nothing yet.</p>` : html`<ol class="log-list">${gm.lines.map((l) => html`<li><span class="dim">R${l.round}</span> ${l.text}</li>`)}</ol>`}
    </section>
    <section class="panel gm-proj-rolls" aria-labelledby="gm-proj-rolls">
      <h2 id="gm-proj-rolls">Rolls</h2>
      ${gm.rolls.length === 0
        ? html`<p class="dim">No roll yet.</p>`
        : html`<ol class="log-list">${gm.rolls.map((r) => html`<li><strong>${r.title}</strong>: ${r.outcome}<br /><span class="mono">${r.lines.join(' · ')}</span></li>`)}</ol>`}
    </section>
    ${gm.templates.length > 0
      ? html`<section class="panel gm-proj-templates" aria-labelledby="gm-proj-tpl"><h2 id="gm-proj-tpl">Measures</h2><ul>${gm.templates.map((t) => html`<li>${t.label}</li>`)}</ul></section>`
      : nothing}
  `;
}

function pingCells(gm: GmOverlay, width: number): Set<number> | null {
  return gm.ping ? new Set([gm.ping.cell.y * width + gm.ping.cell.x]) : null;
}

export function gmProjectorScreen(motion: () => boolean): Screen {
  const element = document.createElement('div');
  element.className = 'bt-projector gm-projector';
  let map: { name: string; map: BattleMap; view: TableMap; tiles: TileSource } | null = null;
  let loading: Promise<void> | null = null;
  let latest: GmMessage | null = null;
  let followedZoom = 0;
  const mapHost = document.createElement('div');
  mapHost.className = 'bt-proj-map';

  const waiting = (text: string): void => {
    render(
      html`<section class="sheet" aria-labelledby="gm-proj-wait"><p class="stamp">Projector · GM table</p><h1 id="gm-proj-wait" tabindex="-1">${text}</h1><p>What the players may see appears here.</p></section>`,
      element,
    );
  };

  const draw = (m: GmMessage): void => {
    if (!map || map.name !== m.view.map) return;
    const { view, gm } = m;
    map.view.update(projectorTableView(view));
    // Templates and the ping on the map; their words beside it.
    const cells = new Set<number>();
    for (const t of gm.templates) for (const c of t.cells) cells.add(c);
    map.view.mark('gm-templates', cells.size > 0 ? cells : null, TEMPLATE_RGB, 0.28);
    map.view.mark('gm-ping', pingCells(gm, map.map.width), PING_RGB, 0.6);
    element.dataset.units = gm.blackout ? '' : view.units.map((u) => u.codeName).join('|');
    element.dataset.round = String(view.round);
    if (gm.camera && !gm.blackout) {
      const cell = map.map.tileWidth;
      map.view.centreOn({ x: Math.floor(gm.camera.x / cell), y: Math.floor(gm.camera.y / cell) });
      if (followedZoom === 0) followedZoom = map.view.camera().zoom;
      if (Math.abs(gm.camera.zoom - followedZoom) > 1e-3) {
        map.view.zoomBy(gm.camera.zoom / followedZoom);
        followedZoom = gm.camera.zoom;
      }
    }
    const ping = gm.ping ? html`<p class="gm-proj-ping" role="status">GM points at (${gm.ping.cell.x}, ${gm.ping.cell.y})</p>` : nothing;
    render(
      html`<section class="bt-proj" aria-labelledby="gm-proj-title">
        <header class="bt-proj-head">
          <h1 id="gm-proj-title">${view.title}</h1>
          <p class="proj-round">Round ${view.round}</p>
          <p class="proj-status">${gm.blackout ? 'Scene change' : view.status}</p>
          ${gm.pinned ? html`<p class="proj-status">Camera pinned by the GM</p>` : nothing}
        </header>
        <div class="bt-proj-body">
          ${mapHost}
          <aside class="bt-proj-side" aria-label="Lines and rolls">${gm.blackout ? nothing : gmProjectorPanel(m)}</aside>
        </div>
        ${gm.blackout ? nothing : ping}
        ${gm.blackout ? html`<div class="gm-blackout" role="img" aria-label="Blackout: a scene change"><p>Scene change</p></div>` : nothing}
      </section>`,
      element,
    );
  };

  const ensureMap = async (name: string): Promise<void> => {
    if (map?.name === name) return;
    const loaded = await loadShippedMap(name);
    if (!loaded.ok) {
      waiting(loaded.reason);
      return;
    }
    const tiles = await loadTileSource(loaded.map, `maps/${name}.tmj`, tileImageUrl);
    const view = await createTableMap({ map: loaded.map, tiles, motion: motion(), cellPixels: 48 });
    map?.view.destroy();
    map?.tiles.destroy();
    map = { name, map: loaded.map, view, tiles };
    followedZoom = 0;
    mapHost.replaceChildren(view.element);
  };

  waiting('Waiting for the GM');
  const stop = subscribeGm((m) => {
    latest = m;
    if (!m) {
      waiting('The battle was closed');
      map?.view.destroy();
      map?.tiles.destroy();
      map = null;
      return;
    }
    if (map?.name === m.view.map) {
      draw(m);
      return;
    }
    loading ??= ensureMap(m.view.map).finally(() => {
      loading = null;
      if (latest) draw(latest);
    });
  });

  return {
    element,
    dispose() {
      stop();
      map?.view.destroy();
      map?.tiles.destroy();
      map = null;
    },
  };
}

/**
 * The players' display at a GM table: the players' fog and units on the map,
 * the camera the GM shares (following or pinned), the newest lines and rolls the players read in
 * large type, the GM's pinned templates with their labels, a ping, and the blackout for scene
 * changes. It draws only the message (gm-feed.ts: the players' view and the GM overlay), so it
 * can show nothing the GM keeps to itself. The map and the camera it follows are the battle
 * projector's (renderer/battle/projector-map.ts).
 */
import '../battle/battle.css';
import './gm.css';
import { html, nothing, render, type TemplateResult } from 'lit-html';
import type { BlacksiteApi } from '../../src/contract';
import type { Screen } from '../router';
import { projectorMap, type ShownMap } from '../battle/projector-map';
import { projectorTableView } from '../battle/projector-screen';
import { subscribeGm, type GmMessage } from './gm-feed';
import { pingRings, type GmOverlay } from './gm-projector';

const TEMPLATE_RGB = 0xf2a900;
const PING_RGB = 0xffffff;
const PING_REPEAT_MS = 650;

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

export function gmProjectorScreen(motion: () => boolean, api: BlacksiteApi): Screen {
  const element = document.createElement('div');
  element.className = 'bt-projector gm-projector';
  const mapHost = document.createElement('div');
  mapHost.className = 'bt-proj-map';

  const waiting = (text: string): void => {
    render(
      html`<section class="sheet" aria-labelledby="gm-proj-wait"><p class="stamp">Projector · GM table</p><h1 id="gm-proj-wait" tabindex="-1">${text}</h1><p>What the players may see appears here.</p></section>`,
      element,
    );
  };
  const map = projectorMap({ api, motion, host: mapHost, failed: waiting });
  // A new ping rings on its cell (pingRings: none when motion is reduced; the wash and the line stay).
  let rung = 0;
  let rang = 0;
  let rings: ReturnType<typeof setTimeout>[] = [];
  const stopRings = (): void => {
    for (const r of rings) clearTimeout(r);
    rings = [];
  };
  const ring = (shown: ShownMap, gm: GmOverlay): void => {
    const r = pingRings(gm, rung, motion());
    rung = r.rung;
    const cell = gm.ping?.cell;
    if (r.rings === 0 || !cell) return;
    stopRings();
    rings = Array.from({ length: r.rings }, (_, n) => setTimeout(() => shown.view.ping(cell), n * PING_REPEAT_MS));
    rang += r.rings;
    element.dataset.pingRings = String(rang);
  };

  const draw = (shown: ShownMap, m: GmMessage): void => {
    const { view, gm } = m;
    shown.view.update(projectorTableView(view));
    // Templates and the ping on the map; their words beside it.
    const cells = new Set<number>();
    for (const t of gm.templates) for (const c of t.cells) cells.add(c);
    shown.view.mark('gm-templates', cells.size > 0 ? cells : null, TEMPLATE_RGB, 0.16);
    shown.view.outlines(gm.blackout ? [] : gm.templates.map((t) => ({ shape: t.outline, label: t.label })));
    shown.view.mark('gm-ping', pingCells(gm, shown.map.width), PING_RGB, 0.6);
    ring(shown, gm);
    element.dataset.units = gm.blackout ? '' : view.units.map((u) => u.codeName).join('|');
    element.dataset.round = String(view.round);
    if (gm.camera && !gm.blackout) map.follow(gm.camera);
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

  waiting('Waiting for the GM');
  const stop = subscribeGm((m) => {
    if (!m) {
      waiting('The battle was closed');
      map.clear();
      return;
    }
    map.show(m.view.map, (shown) => draw(shown, m));
  });

  return {
    element,
    dispose() {
      stopRings();
      stop();
      map.clear();
    },
  };
}

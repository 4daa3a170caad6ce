/**
 * The GM table as a plug-in of the battle table (renderer/battle/plugin.ts): the GM bar over the
 * map, the GM's panel over the side panel, the GM keys, the drag of any token, the timeline, and
 * the seat choice (one seat, the GM's, whose eyes are its lens; the computer paced, held and
 * stepped by the GM). The route that starts a GM battle (renderer/main.ts) hands it to the table.
 */
import './gm.css';
import type { BlacksiteApi } from '../../src/contract';
import { ALL_SEEING } from '../../src/battle/view';
import type { BattlePlugin, TableHost } from '../battle/plugin';
import { loadPool } from '../battle/pool';
import type { PoolAgent } from '../battle/setup-model';
import { oneSeat, publicView } from '../battle/public-view';
import { h } from '../ui/dom';
import type { GmPool, GmPoolAgent } from './gm-add';
import { createGmController, type GmController } from './gm-controller';
import { gmDrag } from './gm-drag';
import { placeCommand } from './gm-edits-model';
import { gmFeed } from './gm-feed';
import { GM_KEY_HELP, gmKey } from './gm-keys';
import { GM_SEAT, gmWaiting } from './gm-seats';

/** The agents a GM may place on the table (gm-add.ts): the roster's and the shipped ones, labelled. */
export async function loadGmPool(api: BlacksiteApi): Promise<GmPool> {
  const { pool } = await loadPool(api);
  const listed = (source: PoolAgent['source']): GmPoolAgent[] => pool.agents.filter((a) => a.source === source)
    .map((a) => ({ key: a.key, label: `${a.agent.name} “${a.agent.animal}”${a.agent.specialty ? ` · ${a.agent.specialty}` : ''}`, agent: a.agent }));
  return { roster: listed('roster'), shipped: listed('shipped') };
}

export async function gmPlugin(host: TableHost): Promise<BattlePlugin> {
  const pool = await loadGmPool(host.api);
  const bar = h('div', { class: 'gm-bar-host' });
  const panel = h('div', { class: 'gm-panel-host' });
  const feed = gmFeed();
  let gm: GmController | null = null;
  host.screen.dataset.table = 'gm';

  const create = (first: ReturnType<TableHost['session']>): GmController =>
    createGmController({
      mapView: host.mapView,
      hosts: { bar, panel },
      feed,
      initial: host.prepared().initial,
      selected: () => host.table()?.model().map.view.selectedId ?? null,
      weapon: () => host.table()?.model().map.view.weapon ?? null,
      computer: {
        holdChanged: () => host.table()?.holdChanged(),
        step: () => host.table()?.computerEvent('step'),
      },
      timeline: () => void host.saves()?.openTimeline(),
      openProjector: () => void host.api.projector.open(),
      pool,
      say: host.say,
      publicView: (players) => {
        const p = host.prepared();
        const session = host.session();
        const cam = host.mapView.camera();
        return publicView({ common: oneSeat(session.view(players), session.memory()), mapName: p.mapName, title: p.title, meta: p.meta, status: host.table()?.model().status ?? '', camera: { x: cam.x, y: cam.y, zoom: cam.zoom } });
      },
      lensChanged: () => host.table()?.refresh(),
    }, first);

  // The GM drags any token anywhere (a drag on a token; the ground pans): a gm.move, no movement cost.
  const undrag = gmDrag(host.mapView, host.map, {
    unitAt: (cell) => host.session().state().units.find((u) => u.cell.x === cell.x && u.cell.y === cell.y && (gm?.viewer().kind === 'all' || host.table()?.model().view?.known.units.some((k) => k.id === u.id)))?.id ?? null,
    drop: (unit, to) => {
      const r = host.session().send(placeCommand(unit, to, gm?.table().tell ?? false));
      if (!r.ok) host.say(r.reason);
    },
    click: (cell, unit) => {
      host.mapView.setCursor(cell);
      host.table()?.activate(cell, unit);
    },
  });

  return {
    bar,
    panel,
    keyHelp: { title: 'GM', keys: GM_KEY_HELP },
    seats: {
      humans: [GM_SEAT],
      waiting: gmWaiting,
      viewer: () => gm?.viewer() ?? ALL_SEEING,
      hold: (w) => gm?.hold(w) ?? null,
    },
    timeline: true,
    key(name) {
      const action = gmKey(name);
      return action === undefined ? undefined : gm?.key(action) ?? false;
    },
    attached(session) {
      if (gm) gm.attach(session);
      else gm = create(session);
    },
    cameraMoved: () => gm?.cameraMoved(),
    dispose() {
      undrag();
      gm?.dispose();
      gm = null;
      feed.close();
    },
  };
}

/**
 * The campaign screen (#/campaign/play?id=…): the header with the calendar, the main column for the
 * step the campaign is at (the missions, the deploy step, the debrief, EP, the days that pass, a
 * mission of the GM's own, recruitment) and the team beside it. Model, then view: the models in
 * ./model say everything shown, the lit templates in ./view render them, the controller holds the rest.
 */
import './campaign.css';
import { html, nothing, render, type TemplateResult } from 'lit-html';
import type { Agent } from '../../src/agents/types';
import { describeRecord } from '../../src/agents/service-record';
import type { BlacksiteApi } from '../../src/contract';
import { setPrepared } from '../battle/current';
import { shippedSquads } from '../characters/shipped';
import { shippedMapNames } from '../assets-maps';
import { loadBattleMap } from '../maps/battle-map';
import type { Screen } from '../router';
import { h } from '../ui/dom';
import { launchBattle, enemyAgents } from './battle-launch';
import { agentsOfFile, exportAgent, exportCampaign, readStored, reportOf, resumeSaved, rosterAgents, writeStored } from './campaign-io';
import { createCampaignController, type CampaignState } from './campaign-controller';
import { takeFinished } from './handoff';
import { debriefModel, restModel, spendModel } from './model/after-model';
import { deployModel } from './model/deploy-model';
import { blankMission, missionOf, missionProblems, type MapZone, type MissionDraft } from './model/mission-draft';
import { missionRows, playedRows, mapTitle } from './model/missions-model';
import { rosterModel } from './model/roster-model';
import { debriefTemplate, restTemplate, spendTemplate } from './view/after-views';
import { deployTemplate } from './view/deploy-view';
import { agentsTemplate, editorTemplate } from './view/editor-views';
import { missionsTemplate, rosterTemplate } from './view/home-view';
import type { Send } from './view/intents';

export interface CampaignScreenDeps {
  readonly api: BlacksiteApi;
  readonly navigate: (route: string) => void;
  readonly back: () => void;
}

function notFound(why: string, back: () => void): Screen {
  return {
    element: h('section', { class: 'sheet', 'aria-labelledby': 'cp-none' }, h('h1', { id: 'cp-none', tabindex: -1 }, 'This campaign cannot be opened'), h('p', {}, why), h('div', { class: 'actions' }, Object.assign(h('button', { type: 'button', class: 'btn primary' }, 'Back to the campaigns'), { onclick: back }))),
  };
}

function header(s: CampaignState, send: Send): TemplateResult {
  const c = s.campaign;
  const canSpend = c.agents.some((a) => a.status === 'active' && a.window !== undefined && (a.agent.record?.ep?.earned ?? 0) > (a.agent.record?.ep?.spent ?? 0));
  const home = s.phase.kind === 'home';
  return html`<header class="cp-top">
    <h1 id="cp-title" tabindex="-1">${c.name}</h1>
    <span class="cp-day" aria-label=${`Day ${c.day} of the campaign`}>Day ${c.day}</span>
    <span class="dim small">${c.played.length} played · ${c.missions.length} to come</span>
    <p class="cp-status" role="status">${s.status}</p>
    <nav class="cp-tools" aria-label="Campaign tools">
      ${home && canSpend && !c.deployment ? html`<button type="button" class="btn small" @click=${() => send({ kind: 'spend.open' })}>Spend EP</button>` : nothing}
      ${home && !c.deployment ? html`<button type="button" class="btn small" @click=${() => send({ kind: 'rest.open' })}>Let days pass…</button>` : nothing}
      <button type="button" class="btn small" @click=${() => send({ kind: 'export.campaign' })}>Export campaign</button>
      <button type="button" class="btn small" @click=${() => send({ kind: 'back' })}>Campaigns</button>
    </nav>
  </header>`;
}

export async function campaignScreen(params: URLSearchParams, deps: CampaignScreenDeps): Promise<Screen> {
  const id = params.get('id') ?? '';
  const stored = await readStored(deps.api, id);
  if (typeof stored === 'string') return notFound(stored, deps.back);
  const appVersion = (await deps.api.app.info()).version;
  const roster = await rosterAgents(deps.api);
  const maps = shippedMapNames();
  const squads = shippedSquads();
  const element = h('section', { class: 'cp-screen', 'aria-labelledby': 'cp-title' });
  const fileInput = h('input', { type: 'file', accept: '.json,application/json', hidden: true, id: 'cp-agent-file', 'aria-label': 'Agent file' });
  element.append(fileInput);
  const host = h('div', { class: 'cp-host' });
  element.append(host);
  let zones: MapZone[] = [];
  let zonesOf = '';
  let stamp = stored.stamp;

  const enemyOfDraft = (d: MissionDraft): Agent[] => {
    if (d.enemy !== 'roster') {
      const e = enemyAgents(d.enemy);
      return typeof e === 'string' ? [] : e;
    }
    return d.rosterPicks.map((rid) => roster.find((r) => r.id === rid)?.agent).filter((a): a is Agent => a !== undefined);
  };

  const controller = createCampaignController(
    { id, campaign: stored.campaign, stamp, phase: { kind: 'home' }, status: '' },
    {
      save: async (c) => {
        const r = await writeStored(deps.api, id, c, stamp, appVersion);
        if (typeof r === 'string') return r;
        stamp = r;
        return null;
      },
      launch: async (c, team) => {
        const prepared = await launchBattle(deps.api, id, c, team);
        if (typeof prepared === 'string') return prepared;
        setPrepared(prepared);
        deps.navigate('/battle/play');
        return null;
      },
      resume: (c) => resumeSaved(deps.api, id, c, deps.navigate),
      exportAgent: (aid) => {
        const a = controller.state().campaign.agents.find((x) => x.id === aid);
        if (a) exportAgent(a.agent);
      },
      exportCampaign: () => exportCampaign(id, controller.state().campaign, stamp),
      openAgentFile: () => fileInput.click(),
      rosterAgent: (rid) => roster.find((r) => r.id === rid)?.agent,
      missionOf: (c, d) => {
        const problems = missionProblems(d, { maps, zones, enemy: enemyOfDraft(d) });
        return problems[0] ?? missionOf(c, d, { zones, enemy: enemyOfDraft(d) });
      },
      blankMission: () => blankMission(maps),
      missionDraftChanged: (d) => {
        if (d.map === zonesOf) return;
        zonesOf = d.map;
        zones = [];
        // The map's objective zones, for "Reach …" (its Tiled objective objects).
        void loadBattleMap(deps.api, d.map).then((loaded) => {
          if (!loaded.ok || zonesOf !== d.map) return;
          zones = loaded.map.objectives.map((o) => ({ name: o.name || o.kind, zone: { x: o.x, y: o.y, w: o.w, h: o.h } }));
          controller.refresh();
        });
      },
      back: deps.back,
    },
    (s) => draw(s),
  );
  const send: Send = (i) => controller.send(i);
  // An agent (or squad) file from disk joins the team with its records.
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    void file.text().then((text) => {
      fileInput.value = '';
      controller.join(agentsOfFile(text));
    }, () => controller.join('That file could not be read.'));
  });

  let lastPhase = '';
  function main(s: CampaignState): TemplateResult {
    const c = s.campaign;
    const p = s.phase;
    switch (p.kind) {
      case 'home':
        return missionsTemplate(missionRows(c), playedRows(c), send, c.deployment !== undefined);
      case 'deploy': {
        const m = deployModel(c, p.draft);
        return m ? deployTemplate(m, send) : html`<p>That mission is gone.</p>`;
      }
      case 'debrief': {
        const m = debriefModel(c, p.report, p.draft);
        return m ? debriefTemplate(m, send) : html`<p>No mission is under way.</p>`;
      }
      case 'spend':
        return spendTemplate(spendModel(c, p.approved), p.approved, send);
      case 'rest':
        return restTemplate(restModel(c, p.days), p.days, c.missions[0]?.title, send);
      case 'mission':
        return editorTemplate(
          {
            draft: p.draft,
            maps: maps.map((m) => ({ value: m, label: mapTitle(m) })),
            squads: squads.map((q) => ({ value: q.file, label: q.squad.name })),
            roster: roster.map((r) => ({ id: r.id, label: `${r.agent.name} “${r.agent.animal}”` })),
            zones,
            problems: missionProblems(p.draft, { maps, zones, enemy: enemyOfDraft(p.draft) }),
          },
          send,
        );
      case 'agents':
        return agentsTemplate(
          { roster: roster.map((r) => ({ id: r.id, label: `${r.agent.name} “${r.agent.animal}”`, record: describeRecord(r.agent.record), onTeam: c.agents.some((a) => a.agent.name === r.agent.name && a.agent.animal === r.agent.animal && a.status !== 'dead') })) },
          send,
        );
    }
  }

  function draw(s: CampaignState): void {
    render(
      html`${header(s, send)}
        <div class="cp-body">
          <main class="cp-main">${main(s)}</main>
          <aside class="cp-side" aria-label="The team">${rosterTemplate(rosterModel(s.campaign), send, s.campaign.deployment !== undefined)}</aside>
        </div>`,
      host,
    );
    // A new step: its heading takes the focus (the screen reader hears where the player is).
    if (s.phase.kind !== lastPhase) {
      lastPhase = s.phase.kind;
      host.querySelector<HTMLElement>('.cp-main h2[tabindex="-1"]')?.focus({ preventScroll: true });
    }
  }

  // Back from the table: the battle's report opens the debrief of the mission under way.
  const finished = takeFinished(id);
  const d = stored.campaign.deployment;
  if (finished && d && finished.mission === d.mission) {
    const report = reportOf(finished);
    if (typeof report === 'string') controller.refresh();
    else controller.debrief(report);
  } else controller.refresh();
  return { element };
}

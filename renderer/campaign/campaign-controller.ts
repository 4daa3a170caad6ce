/**
 * The one stateful piece of the campaign screen: the campaign, where the player is in its flow
 * (at rest, deploying, the debrief, spending EP, the days passing, a mission of the GM's own), and
 * the store. Every intent of the views goes through `send`; each change of the campaign is a pure
 * function of src/campaign, written to the store before it is shown, so what is on screen is on disk.
 */
import { callOff, deploy } from '../../src/campaign/deploy';
import { recordMission } from '../../src/campaign/fates';
import { passDays } from '../../src/campaign/calendar';
import { addAgent, addMission, removeMission, rescue, setLoadout, spend, type Changed } from '../../src/campaign/campaign';
import type { MissionReport } from '../../src/campaign/mission-report';
import type { Campaign, PlannedMission } from '../../src/campaign/types';
import type { Agent } from '../../src/agents/types';
import type { CampaignStamp } from '../../src/campaign/campaign-file';
import type { DebriefDraft } from './model/after-model';
import { defaultRest } from './model/after-model';
import { firstDraft, postings, setColor, setDesignation, togglePick, type DeployDraft } from './model/deploy-model';
import type { MissionDraft } from './model/mission-draft';
import type { Intent } from './view/intents';

export type Phase =
  | { readonly kind: 'home' }
  | { readonly kind: 'deploy'; readonly draft: DeployDraft }
  | { readonly kind: 'debrief'; readonly report: MissionReport; readonly draft: DebriefDraft }
  | { readonly kind: 'spend'; readonly approved: boolean }
  | { readonly kind: 'rest'; readonly days: number }
  | { readonly kind: 'mission'; readonly draft: MissionDraft }
  | { readonly kind: 'agents' };

export interface CampaignState {
  readonly id: string;
  readonly campaign: Campaign;
  readonly stamp: CampaignStamp;
  readonly phase: Phase;
  readonly status: string;
}

/** What the controller needs from outside: the store, the table, files, the roster, the GM's mission. */
export interface CampaignEffects {
  save(c: Campaign): Promise<string | null>;
  launch(c: Campaign, team: 'human' | 'veteran'): Promise<string | null>;
  resume(c: Campaign): Promise<boolean>;
  exportAgent(id: string): void;
  exportCampaign(): void;
  /** Asks for an agent file; what it holds comes back as the intent agents.join. */
  openAgentFile(): void;
  rosterAgent(id: string): Agent | undefined;
  /** The mission the GM's draft makes, or its first problem. */
  missionOf(c: Campaign, draft: MissionDraft): PlannedMission | string;
  blankMission(): MissionDraft;
  missionDraftChanged(draft: MissionDraft): void;
  back(): void;
}

export function createCampaignController(initial: CampaignState, fx: CampaignEffects, changed: (s: CampaignState) => void) {
  let state = initial;
  let busy = false;
  const set = (next: Partial<CampaignState>) => {
    state = { ...state, ...next };
    changed(state);
  };
  const say = (status: string) => set({ status });

  /** The campaign changes only once it is on disk (R-CAMP-1: saved with the guarantees of a save). */
  const commit = async (next: Campaign, phase: Phase = state.phase, status = ''): Promise<boolean> => {
    const refused = await fx.save(next);
    if (refused !== null) {
      say(refused);
      return false;
    }
    set({ campaign: next, phase, status });
    return true;
  };
  const apply = (r: Changed, phase?: Phase, status?: string) => (r.ok ? commit(r.campaign, phase, status) : (say(r.reason), Promise.resolve(false)));

  async function handle(i: Intent): Promise<void> {
    const c = state.campaign;
    const p = state.phase;
    switch (i.kind) {
      case 'home':
        return set({ phase: { kind: 'home' }, status: '' });
      case 'back':
        return fx.back();
      case 'deploy.open': {
        const mission = c.missions[0];
        if (!mission) return say('There is no mission to come.');
        return set({ phase: { kind: 'deploy', draft: firstDraft(c, mission) }, status: '' });
      }
      case 'deploy.toggle':
        if (p.kind === 'deploy') set({ phase: { kind: 'deploy', draft: togglePick(c, p.draft, i.agent) } });
        return;
      case 'deploy.color':
        if (p.kind === 'deploy') set({ phase: { kind: 'deploy', draft: setColor(p.draft, i.agent, i.color) } });
        return;
      case 'deploy.designation':
        if (p.kind === 'deploy') set({ phase: { kind: 'deploy', draft: setDesignation(p.draft, i.agent, i.designation) } });
        return;
      case 'deploy.weapon':
      case 'deploy.armor': {
        const change = i.kind === 'deploy.weapon' ? { weapon: i.weapon } : { armor: i.armor };
        if (i.kind === 'deploy.weapon' && i.weapon === '') return say('Every agent goes out with a firearm from the table.');
        await apply(setLoadout(c, i.agent, change));
        return;
      }
      case 'deploy.team':
        if (p.kind === 'deploy') set({ phase: { kind: 'deploy', draft: { ...p.draft, team: i.team } } });
        return;
      case 'deploy.go': {
        if (p.kind !== 'deploy') return;
        const d = deploy(c, p.draft.mission, postings(p.draft));
        if (!d.ok) return say(d.reason);
        if (!(await commit(d.campaign, { kind: 'home' }))) return;
        const problem = await fx.launch(d.campaign, p.draft.team);
        if (problem) say(problem);
        return;
      }
      case 'resume':
        if (!(await fx.resume(c))) {
          const problem = await fx.launch(c, 'human');
          if (problem) say(problem);
        }
        return;
      case 'call-off':
        await commit(callOff(c), { kind: 'home' }, 'The mission was called off: the team is home, nothing happened.');
        return;
      case 'debrief.award':
      case 'debrief.hospital': {
        if (p.kind !== 'debrief') return;
        const draft = i.kind === 'debrief.award' ? { ...p.draft, awards: { ...p.draft.awards, [i.agent]: i.ep } } : { ...p.draft, hospital: { ...p.draft.hospital, [i.agent]: i.hospital } };
        return set({ phase: { ...p, draft } });
      }
      case 'debrief.record': {
        if (p.kind !== 'debrief') return;
        const r = recordMission(c, p.report, p.draft);
        if (!r.ok) return say(r.reason);
        await commit(r.campaign, { kind: 'spend', approved: false }, `${r.played.title} is recorded.`);
        return;
      }
      case 'spend.open':
        return set({ phase: { kind: 'spend', approved: false }, status: '' });
      case 'rest.open':
        return set({ phase: { kind: 'rest', days: defaultRest(c) }, status: '' });
      case 'spend.approve':
        if (p.kind === 'spend') set({ phase: { kind: 'spend', approved: i.approved } });
        return;
      case 'spend.buy':
        await apply(spend(c, i.agent, i.request, p.kind === 'spend' && p.approved));
        return;
      case 'spend.done':
        return set({ phase: { kind: 'rest', days: defaultRest(c) }, status: '' });
      case 'rest.days':
        if (p.kind === 'rest') set({ phase: { kind: 'rest', days: Number.isFinite(i.days) ? Math.max(0, Math.round(i.days)) : 0 } });
        return;
      case 'rest.pass': {
        if (p.kind !== 'rest') return;
        const r = passDays(c, p.days);
        if (!r.ok) return say(r.reason);
        const healed = r.healing.filter((h) => h.healed.length > 0).length;
        await commit(r.campaign, { kind: 'home' }, `${p.days} day${p.days === 1 ? '' : 's'} passed: it is day ${r.campaign.day}; ${healed} agent${healed === 1 ? '' : 's'} healed wounds.`);
        return;
      }
      case 'rescue':
        await apply(rescue(c, i.agent), undefined, 'The prisoner is back with the team.');
        return;
      case 'export.agent':
        return fx.exportAgent(i.agent);
      case 'export.campaign':
        return fx.exportCampaign();
      case 'agents.open':
        return set({ phase: { kind: 'agents' }, status: '' });
      case 'agent.roster': {
        const agent = fx.rosterAgent(i.rosterId);
        if (!agent) return say('That agent is no longer in the roster.');
        await apply(addAgent(c, agent), undefined, `${agent.name} joined the team.`);
        return;
      }
      case 'agent.import':
        return fx.openAgentFile();
      case 'agents.join': {
        if (typeof i.agents === 'string') return say(i.agents);
        let next = c;
        for (const a of i.agents) {
          const r = addAgent(next, a);
          if (!r.ok) return say(r.reason);
          next = r.campaign;
        }
        await commit(next, undefined, `${i.agents.map((a) => a.name).join(', ')} joined the team.`);
        return;
      }
      case 'mission.open': {
        const draft = fx.blankMission();
        fx.missionDraftChanged(draft);
        return set({ phase: { kind: 'mission', draft }, status: '' });
      }
      case 'mission.edit':
        if (p.kind === 'mission') {
          fx.missionDraftChanged(i.draft);
          set({ phase: { kind: 'mission', draft: i.draft } });
        }
        return;
      case 'mission.add': {
        if (p.kind !== 'mission') return;
        const mission = fx.missionOf(c, p.draft);
        if (typeof mission === 'string') return say(mission);
        await apply(addMission(c, mission), { kind: 'home' }, `${mission.title} was added to the missions to come.`);
        return;
      }
      case 'mission.remove':
        await apply(removeMission(c, i.mission));
        return;
    }
  }

  /** The views' one entry point; one intent at a time, so two clicks never race to the store. */
  function send(i: Intent): void {
    if (busy) return;
    busy = true;
    void handle(i)
      .catch((error: unknown) => say(error instanceof Error ? error.message : String(error)))
      .finally(() => (busy = false));
  }

  return {
    state: () => state,
    send,
    /** A finished battle for the mission under way: its debrief. */
    debrief(report: MissionReport): void {
      set({ phase: { kind: 'debrief', report, draft: { awards: {}, hospital: {} } }, status: '' });
    },
    refresh: () => changed(state),
    /** Agents read from a file (or why none could be). */
    join: (agents: readonly Agent[] | string): void => send({ kind: 'agents.join', agents }),
  };
}

export type CampaignController = ReturnType<typeof createCampaignController>;

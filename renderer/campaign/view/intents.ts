import type { RaiseRequest } from '../../../src/campaign/experience';
import type { Agent } from '../../../src/agents/types';
import type { TeamDesignation } from '../../../src/ops/character/code-names';
import type { MissionDraft } from '../model/mission-draft';

/** Everything a campaign view can ask of its controller (campaign-controller.ts). */
export type Intent =
  | { readonly kind: 'deploy.open' }
  | { readonly kind: 'deploy.toggle'; readonly agent: string }
  | { readonly kind: 'deploy.color'; readonly agent: string; readonly color: string }
  | { readonly kind: 'deploy.designation'; readonly agent: string; readonly designation: TeamDesignation | undefined }
  | { readonly kind: 'deploy.weapon'; readonly agent: string; readonly weapon: string }
  | { readonly kind: 'deploy.armor'; readonly agent: string; readonly armor: string | null }
  | { readonly kind: 'deploy.team'; readonly team: 'human' | 'veteran' }
  | { readonly kind: 'deploy.go' }
  | { readonly kind: 'resume' }
  | { readonly kind: 'call-off' }
  | { readonly kind: 'debrief.award'; readonly agent: string; readonly ep: number }
  | { readonly kind: 'debrief.hospital'; readonly agent: string; readonly hospital: boolean }
  | { readonly kind: 'debrief.record' }
  | { readonly kind: 'spend.open' }
  | { readonly kind: 'rest.open' }
  | { readonly kind: 'spend.approve'; readonly approved: boolean }
  | { readonly kind: 'spend.buy'; readonly agent: string; readonly request: RaiseRequest }
  | { readonly kind: 'spend.done' }
  | { readonly kind: 'rest.days'; readonly days: number }
  | { readonly kind: 'rest.pass' }
  | { readonly kind: 'rescue'; readonly agent: string }
  | { readonly kind: 'export.agent'; readonly agent: string }
  | { readonly kind: 'export.campaign' }
  | { readonly kind: 'agent.import' }
  | { readonly kind: 'agent.roster'; readonly rosterId: string }
  | { readonly kind: 'agents.join'; readonly agents: readonly Agent[] | string }
  | { readonly kind: 'agents.open' }
  | { readonly kind: 'mission.open' }
  | { readonly kind: 'mission.edit'; readonly draft: MissionDraft }
  | { readonly kind: 'mission.add' }
  | { readonly kind: 'mission.remove'; readonly mission: string }
  | { readonly kind: 'home' }
  | { readonly kind: 'back' };

export type Send = (intent: Intent) => void;

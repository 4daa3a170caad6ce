/**
 * The computer levels a player chooses from in the set-up, gentlest first: each named and explained
 * in words a new player can use (the set-up shows them). Their play is ai/profiles.ts; their
 * strength is measured with `blacksite conspiracy-sim` (README "Balance of the conspiracy layer").
 */
import type { ActiveLevel } from './profiles';

export interface AiLevelInfo {
  readonly id: ActiveLevel;
  readonly name: string;
  readonly explanation: string;
}

export const AI_LEVEL_INFO: readonly AiLevelInfo[] = [
  {
    id: 'timid',
    name: 'Timid',
    explanation: 'For a first game. It hesitates: it acts only on clear chances, spends little, keeps to four Agents, hardly ever fights, never buys your Agents and leaves its Groups unguarded. The cautious level beats it in most games.',
  },
  {
    id: 'cautious',
    name: 'Cautious',
    explanation: 'It builds: money, research, Protect and Indoctrination for its Groups, Subversion before Infiltration, cheap recruits trained on arrival. As strong as the cunning level.',
  },
  {
    id: 'cunning',
    name: 'Cunning',
    explanation: 'It strikes: Bribery with sweeteners, Combat and Assassination against what it spots, Psychic Assault, hunting your last Agents down. As strong as the cautious level.',
  },
];

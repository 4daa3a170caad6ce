import type { LadderWord } from '../../core/ladder';
import type { SkillId } from './skills';
import { lv } from './words';

export type AttributeId = 'subtlety' | 'resilience' | 'loyalty' | 'versatility';
export const ATTRIBUTES: readonly AttributeId[] = ['subtlety', 'resilience', 'loyalty', 'versatility'];

/** What a new Agent is made of: four characteristics and its skills, as ladder numbers. */
export interface AgentBuild {
  readonly subtlety: number;
  readonly resilience: number;
  readonly loyalty: number;
  readonly versatility: number;
  readonly skills: Readonly<Partial<Record<SkillId, number>>>;
}

export type TemplateId = 'bodyguard' | 'killer' | 'scientist' | 'provocateur' | 'recon';

export interface TemplateData {
  readonly id: TemplateId;
  readonly name: string;
  readonly build: AgentBuild;
}

function build(
  sub: LadderWord, res: LadderWord, loy: LadderWord, ver: LadderWord,
  skills: Partial<Record<SkillId, LadderWord>>,
): AgentBuild {
  const s: Partial<Record<SkillId, number>> = {};
  for (const [k, w] of Object.entries(skills) as [SkillId, LadderWord][]) s[k] = lv(w);
  return { subtlety: lv(sub), resilience: lv(res), loyalty: lv(loy), versatility: lv(ver), skills: s };
}

/** The five basic templates of black-hats.txt, trait for trait. */
export const TEMPLATES: readonly TemplateData[] = [
  { id: 'bodyguard', name: 'Bodyguard', build: build('Mediocre', 'Great', 'Good', 'Mediocre', { combat: 'Good', protect: 'Good', surveillance: 'Poor' }) },
  { id: 'killer', name: 'Killer', build: build('Fair', 'Good', 'Good', 'Mediocre', { combat: 'Great', assassination: 'Fair', surveillance: 'Poor' }) },
  { id: 'scientist', name: 'Scientist', build: build('Good', 'Fair', 'Fair', 'Good', { research: 'Fair', surveillance: 'Mediocre' }) },
  { id: 'provocateur', name: 'Provocateur', build: build('Great', 'Mediocre', 'Fair', 'Fair', { infiltrate: 'Good', indoctrinate: 'Fair', bribery: 'Mediocre' }) },
  { id: 'recon', name: 'Recon', build: build('Great', 'Mediocre', 'Good', 'Mediocre', { surveillance: 'Great', protect: 'Mediocre', combat: 'Mediocre' }) },
];

export const TEMPLATE_BY_ID: ReadonlyMap<string, TemplateData> = new Map(TEMPLATES.map((t) => [t.id, t]));

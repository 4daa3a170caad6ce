/**
 * Recruiting (black-hats.txt "Training") as data: the form the recruit dialog edits (a template or a
 * custom build, where it joins, an optional trainer and the trait it raises), and everything the
 * dialog shows for it: the choices with the reasons some are not possible now, the price and the
 * upkeep the recruit adds, the build's problems, and the preview. Pure, from the seat's view only.
 */
import { ladderWord } from '../../../src/core/ladder';
import {
  agentUpkeep, ATTRIBUTES, availableSkills, buildCost, buildProblems, CREATION_BUDGET, maxSkills, previewCommand, recruitAreas, recruitPrice, recruitTrainers, recruitTraits,
  sideFromKnowledge, skillUnavailable, SKILL_INFO, SKILLS, TEMPLATES,
  type ActionPreview, type AgentBuild, type AttributeId, type HatsCommand, type SeatView, type SkillId, type TemplateId, type TraitChoice,
} from '../../../src/hats';
import { nameOfArea, recruitPriceText, signed } from '../format';

export interface RecruitForm {
  /** A template id, or 'custom'. */
  readonly kind: string;
  readonly area: string;
  readonly attributes: Readonly<Record<AttributeId, number>>;
  /** A level per chosen skill; a skill left out is not taken. */
  readonly skills: Readonly<Partial<Record<SkillId, number>>>;
  /** An own Agent's id, or '' for none. */
  readonly trainer: string;
  /** "skill:<id>" or "attribute:<id>", or ''. */
  readonly trait: string;
}

export const ATTRIBUTE_NAME: Readonly<Record<AttributeId, string>> = { subtlety: 'Subtlety', resilience: 'Resilience', loyalty: 'Loyalty', versatility: 'Versatility' };
export const ATTRIBUTE_LEVELS = [-3, -2, -1, 0, 1, 2, 3] as const;
export const SKILL_LEVELS = [-2, -1, 0, 1, 2] as const;

/** The form as the dialog opens: a Provocateur in the first home Area, no trainer. */
export function freshRecruitForm(view: SeatView): RecruitForm {
  return {
    kind: TEMPLATES[3]?.id ?? 'provocateur',
    area: view.conspiracy.homeAreas[0] ?? recruitAreas(view)[0] ?? '',
    attributes: { subtlety: 0, resilience: 0, loyalty: 0, versatility: 0 },
    skills: { infiltrate: 0, surveillance: -1 },
    trainer: '',
    trait: '',
  };
}

export interface Choice {
  readonly value: string;
  readonly label: string;
  /** null when it can be chosen; else why not. */
  readonly reason: string | null;
}

export interface RecruitModel {
  readonly form: RecruitForm;
  readonly kinds: readonly Choice[];
  readonly areas: readonly Choice[];
  readonly custom: boolean;
  /** The custom build's skills: available ones with their level (null: not taken), locked ones with the way to them. */
  readonly skills: readonly { readonly skill: SkillId; readonly name: string; readonly effect: string; readonly level: number | null; readonly locked: string | null }[];
  readonly trainers: readonly Choice[];
  readonly traits: readonly Choice[];
  /** The trait list is off until a trainer is chosen. */
  readonly traitOff: boolean;
  readonly facts: string;
  readonly problems: readonly string[];
  readonly preview: ActionPreview;
  readonly command: HatsCommand;
}

const traitValue = (t: TraitChoice): string => (t.kind === 'skill' ? `skill:${t.skill}` : `attribute:${t.attribute}`);
const traitName = (t: TraitChoice): string => (t.kind === 'skill' ? SKILL_INFO[t.skill].name : ATTRIBUTE_NAME[t.attribute]);

function traitOf(value: string): TraitChoice | null {
  const [k, id] = value.split(':');
  if (k === 'skill' && id && (SKILLS as readonly string[]).includes(id)) return { kind: 'skill', skill: id as SkillId };
  if (k === 'attribute' && id && (ATTRIBUTES as readonly string[]).includes(id)) return { kind: 'attribute', attribute: id as AttributeId };
  return null;
}

function buildOf(form: RecruitForm): AgentBuild {
  const t = TEMPLATES.find((x) => x.id === form.kind);
  if (t) return t.build;
  return { ...form.attributes, skills: form.skills };
}

/** A value still on offer, or the first possible one (a select keeps only what it may hold). */
function kept(value: string, choices: readonly Choice[]): string {
  return choices.some((c) => c.value === value && c.reason === null) ? value : choices.find((c) => c.reason === null)?.value ?? '';
}

export function recruitModel(view: SeatView, input: RecruitForm): RecruitModel {
  const side = sideFromKnowledge(view);
  const skillsOn = availableSkills(view.conspiracy);
  const kinds: Choice[] = [...TEMPLATES.map((t) => ({ value: t.id, label: `${t.name} (upkeep ${agentUpkeep({ traits: t.build }, side)} a turn)`, reason: null })), { value: 'custom', label: 'A custom Agent…', reason: null }];
  const areas: Choice[] = recruitAreas(view).map((a) => ({ value: a, label: nameOfArea(a), reason: null }));
  const b0 = buildOf(input);
  const trainers: Choice[] = [{ value: '', label: 'No trainer', reason: null }, ...recruitTrainers(view, input.area).map((t) => ({ value: t.value, label: `${view.agents[t.value]?.name ?? t.value}${t.reason === null ? ' (uses its action)' : ''}`, reason: t.reason }))];
  const trainer = kept(input.trainer, trainers);
  const traits: Choice[] = recruitTraits(view, b0).map((t) => ({ value: traitValue(t.value), label: traitName(t.value), reason: t.reason }));
  const trait = trainer === '' ? '' : kept(input.trait, traits);
  const form: RecruitForm = { ...input, area: kept(input.area, areas), trainer, trait };
  const b = buildOf(form);
  const custom = form.kind === 'custom';
  const chosenTrait = traitOf(form.trait);
  const recruit = custom ? { kind: 'custom' as const, build: b } : { kind: 'template' as const, template: form.kind as TemplateId };
  const command: HatsCommand = { type: 'conspiracy.recruit', seat: view.seat, area: form.area, recruit, ...(form.trainer && chosenTrait ? { trainer: { actor: form.trainer, trait: chosenTrait } } : {}) };
  const upkeep = agentUpkeep({ traits: b }, side);
  const net = view.summary.income - view.summary.upkeep - upkeep;
  const template = TEMPLATES.find((t) => t.id === form.kind);
  const brings = template ? `${template.name}: ${ATTRIBUTES.map((a) => `${ATTRIBUTE_NAME[a]} ${ladderWord(b[a])}`).join(', ')}; ${Object.entries(b.skills).map(([sk, l]) => `${SKILL_INFO[sk as SkillId].name} ${ladderWord(l ?? 0)}`).join(', ')}. ` : '';
  const facts = `${brings}Costs ${recruitPriceText(recruitPrice(side))}. Adds ${upkeep} greenbacks of upkeep every turn (its highest characteristic, ${ladderWord(Math.max(b.subtlety, b.resilience, b.loyalty, b.versatility))}); your net income becomes ${signed(net)} a turn.${custom ? ` Levels spent: ${buildCost(b)} of ${CREATION_BUDGET}; Versatility allows ${maxSkills(b.versatility)} skills.` : ''}`;
  const problems = custom ? buildProblems(b, skillsOn) : [];
  const preview = previewCommand(view, command);
  return {
    form,
    kinds,
    areas,
    custom,
    // Skills research has not made available yet are shown greyed with the way to them, never hidden.
    skills: SKILLS.map((s) => {
      const locked = skillUnavailable(view.conspiracy, s);
      return { skill: s, name: SKILL_INFO[s].name, effect: SKILL_INFO[s].effect, level: form.skills[s] ?? null, locked: locked === null ? null : locked.replace(/^[^:]*: /, '') };
    }),
    trainers,
    traits,
    traitOff: form.trainer === '',
    facts,
    problems,
    // A build's problems are listed once, above; the preview says any other reason.
    preview: problems.length > 0 ? { ...preview, problem: null } : preview,
    command,
  };
}

/** Whether Recruit may be pressed: no problem with the build or the command. */
export function recruitReady(m: RecruitModel): boolean {
  return m.problems.length === 0 && m.preview.problem === null;
}

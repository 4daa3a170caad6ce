/**
 * Recruiting (black-hats.txt "Training"): a template or a custom Agent built under the creation rules
 * (buildProblems, live), where it joins, and optionally a trainer: another Agent that spends its
 * action on an Indoctrinate check to raise one of the recruit's traits. The preview says the price,
 * the upkeep the recruit adds every turn and what the net income becomes, and the trainer's exact odds.
 */
import { ladderWord } from '../../src/core/ladder';
import {
  agentUpkeep, ATTRIBUTES, buildCost, buildProblems, availableSkills, CREATION_BUDGET, maxSkills, previewCommand, recruitAreas, recruitTrainers, recruitTraits, SKILL_INFO, SKILLS,
  recruitPrice, sideFromKnowledge, skillUnavailable, TEMPLATES, type AgentBuild, type HatsCommand, type SeatView, type SkillId, type TraitChoice,
} from '../../src/hats';
import { button, h } from '../ui/dom';
import { openDialog, type DialogHandle } from './dialog';
import { nameOfArea, recruitPriceText, signed } from './format';
import { previewView } from './preview-view';

const LEVELS = [-3, -2, -1, 0, 1, 2, 3] as const;
const SKILL_LEVELS = [-2, -1, 0, 1, 2] as const;
const ATTR_NAME = { subtlety: 'Subtlety', resilience: 'Resilience', loyalty: 'Loyalty', versatility: 'Versatility' } as const;

function select(label: string, items: readonly (readonly [string, string])[], value: string, attrs: Record<string, string> = {}): HTMLSelectElement {
  const el = h('select', { 'aria-label': label, ...attrs }, ...items.map(([v, text]) => h('option', { value: v, selected: v === value }, text)));
  return el;
}

/** Refills a select, keeping its value if still possible: the possible items, then the others disabled under "Not possible now", each with its reason. */
function fill(el: HTMLSelectElement, items: readonly (readonly [string, string, string | null])[]): void {
  const wanted = el.value;
  const option = ([value, text, reason]: readonly [string, string, string | null]) =>
    h('option', { value, disabled: reason !== null, selected: reason === null && value === wanted }, reason === null ? text : `${text} — ${reason}`);
  const greyed = items.filter((i) => i[2] !== null);
  el.replaceChildren(...items.filter((i) => i[2] === null).map(option), ...(greyed.length > 0 ? [h('optgroup', { label: 'Not possible now' }, ...greyed.map(option))] : []));
}

const traitValue = (t: TraitChoice): string => (t.kind === 'skill' ? `skill:${t.skill}` : `attribute:${t.attribute}`);
const traitName = (t: TraitChoice): string => (t.kind === 'skill' ? SKILL_INFO[t.skill].name : ATTR_NAME[t.attribute]);

export function recruitDialog(host: HTMLElement, o: { readonly view: SeatView; readonly commit: (c: HatsCommand) => string | null; readonly onClose: () => void }): DialogHandle {
  const v = o.view;
  const side = sideFromKnowledge(v);
  const skills = availableSkills(v.conspiracy);
  const kind = select('Recruit', [...TEMPLATES.map((t) => [t.id, `${t.name} (upkeep ${agentUpkeep({ traits: t.build }, side)} a turn)`] as const), ['custom', 'A custom Agent…']], TEMPLATES[3]?.id ?? 'provocateur');
  const area = select('Where', recruitAreas(v).map((a) => [a, nameOfArea(a)] as const), v.conspiracy.homeAreas[0] ?? '');
  const attrs = Object.fromEntries(ATTRIBUTES.map((a) => [a, select(ATTR_NAME[a], LEVELS.map((l) => [String(l), `${ladderWord(l)} (${signed(l)})`] as const), '0')])) as Record<(typeof ATTRIBUTES)[number], HTMLSelectElement>;
  const skillSelects = new Map<SkillId, HTMLSelectElement>(SKILLS.filter((s) => skills.includes(s)).map((s) => [s, select(SKILL_INFO[s].name, [['', '—'], ...SKILL_LEVELS.map((l) => [String(l), ladderWord(l)] as const)], s === 'infiltrate' ? '0' : s === 'surveillance' ? '-1' : '')]));
  // Skills research has not made available yet are shown greyed with the way to them, never hidden.
  const locked = SKILLS.flatMap((s) => {
    const reason = skillUnavailable(v.conspiracy, s);
    return reason === null ? [] : [h('label', { class: 'locked', title: reason }, h('span', {}, SKILL_INFO[s].name), h('select', { 'aria-label': SKILL_INFO[s].name, disabled: true, 'aria-describedby': `locked-${s}` }, h('option', {}, '— not yet')), h('small', { id: `locked-${s}` }, reason.replace(/^[^:]*: /, '')))];
  });
  const custom = h('fieldset', { class: 'custom-build', hidden: true },
    h('legend', {}, 'Custom Agent'),
    h('p', { class: 'hint' }, `Characteristics start at Fair, one skill at Fair and one at Mediocre are free, each further skill starts at Poor for one level; levels move one for one; at most ${CREATION_BUDGET} levels over that (Rules, F1: "Agents").`),
    h('div', { class: 'attr-grid' }, ...ATTRIBUTES.map((a) => h('label', {}, h('span', {}, ATTR_NAME[a]), attrs[a]))),
    h('div', { class: 'skill-grid' }, ...[...skillSelects].map(([s, el]) => h('label', { title: SKILL_INFO[s].effect }, h('span', {}, SKILL_INFO[s].name), el)), ...locked));
  const trainer = select('Trainer', [], '');
  const trait = select('Trait to raise', [], '');
  const facts = h('p', { class: 'recruit-facts', role: 'status' });
  const problems = h('ul', { class: 'problems' });
  const previewHost = h('div', { class: 'preview-host' });
  const status = h('p', { class: 'status error', role: 'status' });
  let close: () => void = () => undefined;
  const recruitButton = button('Recruit', () => {
    const problem = o.commit(command());
    if (problem) status.textContent = problem;
    else close();
  }, { class: 'btn primary' });

  const template = () => (kind.value === 'custom' ? null : TEMPLATES.find((t) => t.id === kind.value) ?? TEMPLATES[0] ?? null);
  const build = (): AgentBuild => {
    const t = template();
    if (t) return t.build;
    const picked: Partial<Record<SkillId, number>> = {};
    for (const [s, el] of skillSelects) if (el.value !== '') picked[s] = Number(el.value);
    return { subtlety: Number(attrs.subtlety.value), resilience: Number(attrs.resilience.value), loyalty: Number(attrs.loyalty.value), versatility: Number(attrs.versatility.value), skills: picked };
  };
  const traitChoice = (): TraitChoice | null => {
    const [k, id] = trait.value.split(':');
    if (k === 'skill' && id) return { kind: 'skill', skill: id as SkillId };
    if (k === 'attribute' && id) return { kind: 'attribute', attribute: id as (typeof ATTRIBUTES)[number] };
    return null;
  };
  const command = (): HatsCommand => {
    const b = build();
    const recruit = kind.value === 'custom' ? { kind: 'custom' as const, build: b } : { kind: 'template' as const, template: kind.value as (typeof TEMPLATES)[number]['id'] };
    const t = traitChoice();
    return { type: 'conspiracy.recruit', seat: v.seat, area: area.value, recruit, ...(trainer.value && t ? { trainer: { actor: trainer.value, trait: t } } : {}) };
  };
  const refresh = (): void => {
    custom.hidden = kind.value !== 'custom';
    const b = build();
    // Every own Agent and every trait, those not possible greyed with the recruit rule's reason.
    fill(trainer, [['', 'No trainer', null], ...recruitTrainers(v, area.value).map((t) => [t.value, `${v.agents[t.value]?.name ?? t.value}${t.reason === null ? ' (uses its action)' : ''}`, t.reason] as const)]);
    fill(trait, recruitTraits(v, b).map((t) => [traitValue(t.value), traitName(t.value), t.reason] as const));
    trait.disabled = trainer.value === '';
    const upkeep = agentUpkeep({ traits: b }, side);
    const net = v.summary.income - v.summary.upkeep - upkeep;
    // What a template brings, before paying for it (a custom Agent shows its own choices above).
    const chosen = template();
    const brings = chosen === null ? '' : `${chosen.name}: ${ATTRIBUTES.map((a) => `${ATTR_NAME[a]} ${ladderWord(b[a])}`).join(', ')}; ${Object.entries(b.skills).map(([sk, l]) => `${SKILL_INFO[sk as SkillId].name} ${ladderWord(l ?? 0)}`).join(', ')}. `;
    trait.title = trainer.value === '' ? 'Choose a trainer first: the trainer raises this trait with an Indoctrinate check.' : '';
    facts.textContent = `${brings}Costs ${recruitPriceText(recruitPrice(side))}. Adds ${upkeep} greenbacks of upkeep every turn (its highest characteristic, ${ladderWord(Math.max(b.subtlety, b.resilience, b.loyalty, b.versatility))}); your net income becomes ${signed(net)} a turn.${kind.value === 'custom' ? ` Levels spent: ${buildCost(b)} of ${CREATION_BUDGET}; Versatility allows ${maxSkills(b.versatility)} skills.` : ''}`;
    const found = kind.value === 'custom' ? buildProblems(b, skills) : [];
    problems.replaceChildren(...found.map((p) => h('li', {}, p)));
    const preview = previewCommand(v, command());
    // A build's problems are listed once, above; the preview says any other reason, and Recruit waits until there is none.
    previewHost.replaceChildren(previewView(found.length > 0 ? { ...preview, problem: null } : preview, v.conspiracy.greenbacks));
    recruitButton.disabled = preview.problem !== null;
    recruitButton.title = preview.problem ?? '';
    status.textContent = '';
  };
  for (const el of [kind, area, trainer, trait, ...Object.values(attrs), ...skillSelects.values()]) el.addEventListener('change', refresh);

  return openDialog(host, {
    title: 'Recruit an Agent',
    className: 'orders recruit',
    escapable: true,
    onClose: o.onClose,
    body: (closeDialog) => {
      close = closeDialog;
      refresh();
      return [
        h('div', { class: 'pickers' },
          h('label', {}, h('span', {}, 'Recruit'), kind),
          h('label', {}, h('span', {}, 'Where'), area)),
        custom,
        h('div', { class: 'pickers' },
          h('label', {}, h('span', {}, 'Trainer'), trainer),
          h('label', {}, h('span', {}, 'Trait to raise'), trait)),
        facts,
        problems,
        previewHost,
        status,
        h('div', { class: 'actions' }, recruitButton, button('Cancel', closeDialog)),
      ];
    },
  });
}

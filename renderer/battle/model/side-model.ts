/**
 * The side panel as data, one pure model per change (STYLE.md principle 16): the action bar (the
 * acting unit, its weapon, target, way to attack, the odds and the Attack and End turn buttons,
 * kept on screen at every UI scale), the move preview of the cell under the pointer, the defence
 * question, the other actions, the attack's full odds, the "In sight" list, the initiative
 * tracker and the unit sheet. Built only from the seat view; the views in ../view render it.
 */
import type { AttackPreview, Unit } from '../../../src/battle';
import type { Cell } from '../../../src/battle/geometry';
import type { BattleMap } from '../../../src/battle/map';
import { defencePreview, knownUnit, movePreview, oddsHeadline, percent, seatPreview, pendingHarm, trackerOf, visibleStates, worstWound, type SeatView, type Tracker } from '../../../src/battle/view';
import type { TableScreen } from '../../flow/table-flow';
import type { CoverKind } from '../../table/cover-look';
import type { TableMeta } from '../setup-model';
import { attackOptions, keepOption, type AttackOption } from '../attack-options';
import { aidChoice, holdChoice, otherActions, type ActionItem, type Choice } from './actions';
import { choicesFor, type SeatChoices } from './choices';
import type { TableUi } from './ui-state';

export interface SideLook {
  readonly name: string;
  readonly colour: number;
  readonly letter: string;
}

export interface WeaponLine {
  readonly label: string;
  readonly loaded: number;
  readonly magazine: number;
  readonly spares: number;
  readonly empty: boolean;
}

export interface ActionBar {
  readonly unit: { readonly id: string; readonly name: string; readonly side: SideLook };
  /** "Walk 6.0 m more, or run as the action" / "Action spent". */
  readonly moveWords: string;
  readonly weapon: WeaponLine | null;
  readonly target: Choice;
  /** Why there is nothing to pick (an empty weapon says so, with the reload). */
  readonly targetNote: string | null;
  readonly attackWith: Choice;
  /** "Good vs Fair: 81.5%" for the chosen way, or null. */
  readonly odds: string | null;
  readonly attack: ActionItem;
  /** The reload, when the weapon in hand is empty (it then sits beside the attack). */
  readonly reload: ActionItem | null;
  readonly endTurn: ActionItem;
}

export interface MoveModel {
  readonly cell: Cell;
  readonly kind: 'walk' | 'run' | 'out of reach';
  readonly words: string;
  /** Cover at the cell against each enemy in sight (the map draws it too: map-model.ts). */
  readonly cover: readonly { readonly name: string; readonly word: string; readonly cell: Cell; readonly kind: CoverKind }[];
  /** A picked run waiting for its confirmation. */
  readonly confirm: ActionItem | null;
  readonly path: readonly Cell[];
}

export interface DefenceModel {
  readonly unit: string;
  readonly attacker: string;
  readonly text: string;
  /** The answers: each defence it may choose, and taking the attack, with the odds against it. */
  readonly answers: readonly ActionItem[];
}

export interface InSightItem {
  readonly id: string;
  readonly name: string;
  readonly side: SideLook;
  readonly own: boolean;
  /** Whose it is, in words: "own" or "enemy" for a seat; the side's name for the all-seeing GM, who has no side. */
  readonly whose: string;
  readonly cell: Cell;
  readonly words: string;
}

export interface SheetModel {
  readonly unit: Unit;
  readonly side: SideLook;
  readonly own: boolean;
}

export interface SideModel {
  readonly bar: ActionBar | null;
  readonly move: MoveModel | null;
  readonly defence: DefenceModel | null;
  readonly actions: readonly ActionItem[];
  readonly hold: Choice | null;
  readonly aid: Choice | null;
  readonly preview: { readonly title: string; readonly result: AttackPreview | { readonly rejected: string } } | null;
  readonly inSight: readonly InSightItem[];
  /** Enemies out of sight, where the seat last saw them, by the name it saw, and when. */
  readonly marks: readonly { readonly name: string; readonly cell: Cell; readonly round: number }[];
  readonly tracker: Tracker | null;
  /** Held units of the seat that may step in now ("Act now", R-OPS-28). */
  readonly actNow: readonly string[];
  readonly sheet: SheetModel | null;
  readonly end: { readonly title: string; readonly reason: string } | null;
}

export interface SideInput {
  readonly view: SeatView | null;
  readonly screen: TableScreen;
  readonly ui: TableUi;
  readonly map: BattleMap;
  readonly meta: TableMeta;
  readonly cursor: Cell;
}

export function sideLook(view: SeatView, meta: TableMeta, side: string): SideLook {
  const s = view.sides.find((x) => x.id === side);
  const m = meta.sides.find((x) => x.id === side);
  return { name: s?.name ?? side, colour: m?.colour ?? 0, letter: m?.letter ?? '?' };
}

const COVER_WORD = { none: 'none', partial: 'partial (+1)', full: 'full (+2)' } as const;

function weaponLine(u: Unit): WeaponLine | null {
  const w = u.weapons[u.weapon];
  if (!w) return null;
  return { label: `${w.name} (${w.ammo})`, loaded: w.loaded, magazine: w.magazine, spares: w.spares, empty: w.loaded === 0 };
}

/** The target: the hovered enemy in reach, else the pinned one. */
export function targetOf(choices: SeatChoices, ui: TableUi, view: SeatView): string | null {
  const hovered = ui.hover ? view.inSight.find((u) => u.cell.x === ui.hover?.x && u.cell.y === ui.hover.y)?.id : undefined;
  if (hovered && choices.targets.includes(hovered)) return hovered;
  return ui.target !== null && choices.targets.includes(ui.target) ? ui.target : null;
}

export function chosenOption(choices: SeatChoices, ui: TableUi, view: SeatView): AttackOption | undefined {
  const target = targetOf(choices, ui, view);
  if (target === null || !choices.legal) return undefined;
  return keepOption(attackOptions(choices.legal, target), ui.option);
}

function oddsOf(p: AttackPreview | { rejected: string }): string | null {
  if ('rejected' in p) return null;
  if (p.kind === 'melee') return `${p.maneuver}: wins ${percent(p.winChance)}`;
  const first = p.attacks[0];
  return first ? oddsHeadline(p.effectiveAccuracy + first.modifiers.reduce((s, m) => s + m.value, 0), p.difficulty, first.hitChance) : null;
}

function actionBar(input: SideInput, view: SeatView, choices: SeatChoices, name: (id: string) => string): ActionBar | null {
  const u = choices.acting;
  const legal = choices.legal;
  if (!u || !legal) return null;
  const target = targetOf(choices, input.ui, view);
  const options = target === null ? [] : attackOptions(legal, target);
  const option = keepOption(options, input.ui.option);
  const preview = option ? seatPreview(view, input.map, option.command) : null;
  const weapon = weaponLine(u);
  const walkLeft = Math.max(0, 6 - u.turn.moved);
  const empty = weapon?.empty === true;
  const reload: ActionItem | null = empty
    ? { id: 'reload', label: 'Reload', keys: 'R', command: legal.reload ? { type: 'unit.reload', unit: u.id } : null, enabled: legal.reload, why: 'No spare magazine.', detail: 'the action', tone: 'warn' }
    : null;
  const note = choices.targets.length > 0 ? null : empty ? `The ${u.weapons[u.weapon]?.name ?? 'weapon'} is empty: reload (R)${legal.reload ? '' : ' — no spare magazine'}.` : 'No target in reach.';
  return {
    unit: { id: u.id, name: u.name, side: sideLook(view, input.meta, u.side) },
    moveWords: u.turn.acted ? 'Action spent.' : `Walk ${walkLeft.toFixed(1)} m more (blue cells), or run as the action (amber cells).`,
    weapon,
    target: {
      id: 'bt-target',
      label: 'Target',
      value: target ?? '',
      options: [{ value: '', label: choices.targets.length === 0 ? (empty ? 'Weapon empty' : 'No target in reach') : 'Choose a target (T)' }, ...choices.targets.map((t) => ({ value: t, label: name(t) }))],
    },
    targetNote: note,
    attackWith: { id: 'bt-attack-with', label: 'Attack with', value: option?.key ?? '', options: options.map((o) => ({ value: o.key, label: o.label })) },
    odds: preview ? oddsOf(preview) : null,
    attack: {
      id: 'attack',
      label: 'Attack',
      keys: 'A',
      command: option && preview && !('rejected' in preview) ? option.command : null,
      enabled: option !== undefined && preview !== null && !('rejected' in preview),
      why: preview && 'rejected' in preview ? preview.rejected : 'Pick a target in reach first (T, or click an enemy).',
      tone: 'primary',
    },
    reload,
    endTurn: { id: 'end-turn', label: 'End turn', keys: 'E', command: { type: 'unit.end-turn', unit: u.id }, enabled: true, tone: 'end' },
  };
}

function moveModel(input: SideInput, view: SeatView, choices: SeatChoices, name: (id: string) => string): MoveModel | null {
  const cell = input.ui.runAt ?? input.ui.hover;
  const u = choices.acting;
  if (!cell || !u || !choices.legal) return null;
  if (view.known.units.some((x) => x.cell.x === cell.x && x.cell.y === cell.y && x.status !== 'dead')) return null;
  const p = movePreview(view, input.map, choices.legal, cell);
  const at = `(${cell.x}, ${cell.y})`;
  const words =
    p.kind === 'walk'
      ? `Walk ${p.meters.toFixed(1)} m to ${at}; ${p.walkLeft.toFixed(1)} m of walk left.`
      : p.kind === 'run'
        ? `Run ${p.meters.toFixed(1)} m to ${at}: the run is ${u.name}'s action this turn.`
        : `${at} is out of reach this turn.`;
  // R-OPS-48: each watcher it sees that would fire on the way, where and at what odds.
  const watched = p.watchers.map((t) => `${name(t.watcher)} watches: fires at (${t.at.x}, ${t.at.y}), hit ${percent(t.hitChance)}.`);
  const pending = input.ui.runAt !== null && p.kind === 'run';
  return {
    cell,
    kind: p.kind,
    words: [words, ...watched].join(' '),
    cover: p.cover.map((c) => ({ name: c.name, word: c.lineOfFire ? COVER_WORD[c.cover] : 'no line of fire', cell: c.cell, kind: c.lineOfFire ? c.cover : 'no line' })),
    confirm: pending ? { id: 'run', label: `Run here (uses the action)`, keys: 'Enter', command: { type: 'unit.run', unit: u.id, to: cell }, enabled: true, tone: 'warn' } : null,
    path: p.path,
  };
}

function defenceModel(input: SideInput, view: SeatView, name: (id: string) => string): DefenceModel | null {
  const d = view.decision;
  if (d.kind !== 'defence' || input.screen.kind !== 'board') return null;
  const prompt = view.known.prompt;
  const unit = name(d.unit);
  const attacker = d.attacker !== null ? name(d.attacker) : 'An unseen enemy';
  // The odds against it, as it would stand with each answer (R-CORE-4): the attack seen from the
  // defender's seat; unknown when the attacker is out of sight.
  const odds = (dodging: boolean, defence: 'defend' | 'block' = 'defend'): string | undefined => {
    if (!prompt || d.attacker === null) return undefined;
    const asked = view.known.units.map((u) => (u.id === d.unit ? { ...u, dodging: dodging || u.dodging } : u));
    const p = defencePreview({ ...view, known: { ...view.known, prompt: null, units: asked } }, input.map, prompt.attack, defence);
    if ('rejected' in p) return undefined;
    return p.kind === 'ranged' ? `hit ${percent(p.chanceAnyHit)}` : `attacker wins ${percent(p.winChance)}`;
  };
  const answers: ActionItem[] = [
    ...d.choices.map((c): ActionItem => ({
      id: c,
      label: c === 'dodge' ? 'Dodge' : 'Block',
      keys: c === 'dodge' ? 'D' : 'B',
      command: { type: 'unit.defend', unit: d.unit, defence: c },
      enabled: true,
      // R-OPS-33: the block's odds, then what it costs and gives.
      detail: c === 'dodge' ? (odds(true) ?? 'its action; +1 to hit it this round') : [odds(false, 'block'), 'its action; acts first next round if it holds'].filter(Boolean).join(' · '),
      tone: 'primary',
    })),
    { id: 'no-defence', label: 'Take it', keys: 'Shift+D', command: { type: 'unit.defend', unit: d.unit, defence: 'none' }, enabled: true, detail: odds(false) },
  ];
  return {
    unit,
    attacker,
    text: `${attacker} attacks ${unit}, which has not acted this round. ${d.choices.includes('dodge') ? 'Dodging makes every attack on it +1 difficulty until the round ends (R-OPS-14)' : 'It may block (R-OPS-33)'}, and gives up its own action.`,
    answers,
  };
}

export function sideModel(input: SideInput): SideModel {
  const { view, screen, ui } = input;
  const empty: SideModel = { bar: null, move: null, defence: null, actions: [], hold: null, aid: null, preview: null, inSight: [], marks: [], tracker: null, actNow: [], sheet: null, end: null };
  if (!view || screen.kind === 'handover' || screen.kind === 'cover') return empty;
  const name = (id: string): string => knownUnit(view, id)?.name ?? 'someone unseen';
  const boardTurn = screen.kind === 'board' && screen.task === 'turn';
  const choices = boardTurn ? choicesFor(view, input.map, ui.selected) : choicesFor(null, input.map, null);
  const bar = actionBar(input, view, choices, name);
  const ctx = choices.acting && choices.legal ? { view, unit: choices.acting, legal: choices.legal, ui, cursor: input.cursor, name } : null;
  const option = chosenOption(choices, ui, view);
  const target = targetOf(choices, ui, view);
  const own = new Set(view.viewer.kind === 'all' ? view.sides.map((s) => s.id) : view.viewer.sides);
  const sel = knownUnit(view, ui.selected ?? choices.acting?.id ?? null);
  const inSight = [...view.own, ...view.inSight].map((u) => ({
    id: u.id,
    name: u.name,
    side: sideLook(view, input.meta, u.side),
    own: own.has(u.side),
    whose: view.viewer.kind === 'all' ? sideLook(view, input.meta, u.side).name : own.has(u.side) ? 'own' : 'enemy',
    cell: u.cell,
    words: [worstWound(u) === 'none' ? 'unhurt' : worstWound(u).replace('-', ' '), ...pendingHarm(u, view.known.deferred), ...visibleStates(u)].join(', '),
  }));
  const result = view.result;
  return {
    bar,
    move: boardTurn ? moveModel(input, view, choices, name) : null,
    defence: defenceModel(input, view, name),
    actions: ctx ? otherActions(ctx).filter((a) => a.id !== 'reload' || bar?.reload === null) : [],
    hold: ctx ? holdChoice(ctx) : null,
    aid: ctx ? aidChoice(ctx) : null,
    preview: option && choices.acting && target !== null ? { title: `${choices.acting.name} → ${name(target)}`, result: seatPreview(view, input.map, option.command) } : null,
    inSight,
    marks: view.marks.map((m) => ({ name: m.name, cell: m.cell, round: m.round })),
    tracker: trackerOf(view),
    actNow: boardTurn ? view.own.filter((u) => u.hold !== null && u.status === 'fighting' && !u.turn.done).map((u) => u.id) : [],
    sheet: sel ? { unit: sel, side: sideLook(view, input.meta, sel.side), own: own.has(sel.side) } : null,
    end: screen.kind === 'over' ? { title: result?.winner ? `${sideLook(view, input.meta, result.winner).name} wins` : 'No winner', reason: result?.reason ?? '' } : null,
  };
}

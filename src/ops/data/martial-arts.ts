import { makeLookup } from '../lookup';

/** The seven hand-to-hand maneuvers a style can favour (text, "Martial Arts"). */
export const STYLE_MANEUVERS = ['punch', 'kick', 'block', 'dodge', 'grab', 'escape', 'throw'] as const;
export type StyleManeuver = (typeof STYLE_MANEUVERS)[number];

export interface MartialArtsStyle {
  readonly name: string;
  /** The key maneuvers: +1 to the skill roll when performing them (R-OPS-20). */
  readonly keyManeuvers: readonly StyleManeuver[];
}

/** The four example styles of the text's table. */
export const MARTIAL_ARTS_STYLES: readonly MartialArtsStyle[] = [
  { name: 'Karate', keyManeuvers: ['punch', 'kick', 'block', 'throw'] },
  { name: 'Judo', keyManeuvers: ['dodge', 'grab', 'escape', 'throw'] },
  { name: 'Aikido', keyManeuvers: ['block', 'dodge', 'escape', 'throw'] },
  { name: 'Kung Fu', keyManeuvers: ['punch', 'kick', 'block', 'dodge'] },
];

export const findStyle = makeLookup('martial-arts style', MARTIAL_ARTS_STYLES, (s) => s.name);

/** A custom style spreads four +1s over the seven maneuvers, at most +1 each (R-OPS-20). */
export const CUSTOM_STYLE_PLUSES = 4;

export type StyleResult = { readonly ok: true; readonly style: MartialArtsStyle } | { readonly ok: false; readonly reason: string };

export function customStyle(name: string, keyManeuvers: readonly string[]): StyleResult {
  const picked = keyManeuvers.map((m) => m.trim().toLowerCase());
  const unknown = picked.filter((m) => !(STYLE_MANEUVERS as readonly string[]).includes(m));
  if (unknown.length > 0) {
    return { ok: false, reason: `A style's maneuvers are ${STYLE_MANEUVERS.join(', ')}; "${unknown.join('", "')}" is not one.` };
  }
  if (new Set(picked).size !== picked.length) {
    return { ok: false, reason: 'A custom style may give a maneuver at most +1.' };
  }
  if (picked.length !== CUSTOM_STYLE_PLUSES) {
    return { ok: false, reason: `A custom style spreads exactly ${CUSTOM_STYLE_PLUSES} pluses; this one has ${picked.length}.` };
  }
  if (name.trim() === '') return { ok: false, reason: 'A custom style needs a name.' };
  return { ok: true, style: { name: name.trim(), keyManeuvers: picked as StyleManeuver[] } };
}

export function styleBonus(style: MartialArtsStyle | undefined, maneuver: string): number {
  return style !== undefined && (style.keyManeuvers as readonly string[]).includes(maneuver) ? 1 : 0;
}

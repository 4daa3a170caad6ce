/**
 * Code names (R-OPS-10): a kept animal name, a color per mission, and alpha/beta/delta when two
 * teams share a color. Full form "Alpha Red Tiger".
 */

export interface TeamColor {
  readonly color: string;
  readonly role: string;
}

/** The colors with a fixed meaning; other colors may name other teams. */
export const TEAM_COLORS: readonly TeamColor[] = [
  { color: 'Blue', role: 'team leader' },
  { color: 'Red', role: 'assault' },
  { color: 'Black', role: 'intrusion' },
  { color: 'Gray', role: 'intrusion' },
  { color: 'Green', role: 'demolitions/electronics' },
];

/** Third designations, in the order the text gives them ("there are almost never more than three"). */
export const TEAM_DESIGNATIONS = ['Alpha', 'Beta', 'Delta'] as const;
export type TeamDesignation = (typeof TEAM_DESIGNATIONS)[number];

function capitalize(word: string): string {
  return word
    .trim()
    .split(/\s+/)
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1).toLowerCase() : w))
    .join(' ');
}

/** Why an animal name cannot be used, or undefined when it can. */
export function animalNameProblem(animal: string): string | undefined {
  if (animal.trim() === '') return 'An agent needs an animal code name (R-OPS-10).';
  if (!/^[\p{L}][\p{L}' -]*$/u.test(animal.trim())) return `"${animal.trim()}" is not an animal name: letters only.`;
  return undefined;
}

/** "Tiger", "Red Tiger", "Alpha Red Tiger". */
export function codeName(animal: string, color?: string, designation?: TeamDesignation): string {
  return [designation, color ? capitalize(color) : undefined, capitalize(animal)].filter(Boolean).join(' ');
}

export type Designations =
  | { readonly ok: true; readonly designations: readonly (TeamDesignation | undefined)[] }
  | { readonly ok: false; readonly reason: string };

/**
 * Third designations for the teams of a mission, given each team's color in order: a color used
 * once needs none; a shared color gives Alpha, Beta, Delta in order; more than three is refused.
 */
export function designateTeams(colors: readonly string[]): Designations {
  const counts = new Map<string, number>();
  for (const c of colors) counts.set(c.trim().toLowerCase(), (counts.get(c.trim().toLowerCase()) ?? 0) + 1);
  const seen = new Map<string, number>();
  const designations: (TeamDesignation | undefined)[] = [];
  for (const c of colors) {
    const key = c.trim().toLowerCase();
    const total = counts.get(key) ?? 0;
    if (total > TEAM_DESIGNATIONS.length) {
      return { ok: false, reason: `At most ${TEAM_DESIGNATIONS.length} teams may share the color ${capitalize(c)}.` };
    }
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    designations.push(total > 1 ? TEAM_DESIGNATIONS[index] : undefined);
  }
  return { ok: true, designations };
}

/** Opening files from the page (a hidden file input) and naming exported ones; downloads are renderer/ui/download.ts. */

/** Text of the file chosen in `input`, or undefined when none was chosen. */
export async function chosenFileText(input: HTMLInputElement): Promise<{ name: string; text: string } | undefined> {
  const file = input.files?.[0];
  if (!file) return undefined;
  return { name: file.name, text: await file.text() };
}

/** "Ana Novak" -> "ana-novak.agent.json". */
export function exportName(stem: string, kind: 'agent' | 'squad'): string {
  const base = stem.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || kind;
  return `${base}.${kind}.json`;
}

/** Saving and opening files from the page: a download link, and a hidden file input. */

/** Offers `text` as a download named `fileName` (the desktop app shows its save dialog). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export type JsonRead = { ok: true; value: unknown } | { ok: false; reason: string };

/** Reads and parses a JSON file, or says in one sentence why it cannot. */
export function readJsonFile(file: string): JsonRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { ok: false, reason: code === 'ENOENT' ? `There is no file ${file}.` : `The file ${file} cannot be read (${code ?? 'error'}).` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: `${basename(file)} is not JSON (it may be cut off or not a Blacksite file).` };
  }
}

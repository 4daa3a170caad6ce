import { MAX_SAVE_BYTES, serializeSave, type LoadedSave, type SaveCodec, type SaveFile } from '../../src/save/index';
import { downloadText } from '../ui/download';
import { exportFileName } from './format';

/**
 * Save files on the user's disk: export = a download named
 * "<title>.blacksite.json" (the desktop app shows its save dialog), import = the file input's
 * text, checked exactly as a stored save is (schema, migrations, replay) and refused with one
 * sentence when broken.
 */
export type ImportResult = { readonly ok: true; readonly loaded: LoadedSave } | { readonly ok: false; readonly reason: string };

function lowerFirst(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/** Pure: the file's text -> a checked save, or one sentence naming the file. */
export function readImportedSave(codec: SaveCodec, fileName: string, text: string): ImportResult {
  const named = `"${fileName}" was not imported`;
  if (text.length > MAX_SAVE_BYTES) return { ok: false, reason: `${named}: it is too big to be a Blacksite save.` };
  if (text.trim() === '') return { ok: false, reason: `${named}: the file is empty.` };
  const loaded = codec.load(text);
  return loaded.ok ? { ok: true, loaded } : { ok: false, reason: `${named}: ${lowerFirst(loaded.reason)}` };
}

/** Offers the save as a download; returns the file name used. */
export function downloadSave(save: SaveFile): string {
  const fileName = exportFileName(save.summary.title);
  downloadText(fileName, serializeSave(save));
  return fileName;
}

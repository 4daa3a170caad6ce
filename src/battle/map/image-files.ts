import { MAP_LIMITS } from './limits';
import { baseName, type MapSource } from './map-source';
import { quoted } from './quote';

/** At most this many missing pictures are named one by one; the rest are counted. */
const NAMED = 5;

/**
 * Warnings for the pictures a map names (tileset atlases, per-tile images, image layers) that are
 * not there: the map still plays (the table draws those tiles with stand-in art by what each cell
 * means), but a map maker wants to know, and so does a player who picked the map without its
 * images. Each picture is only probed, never read: `read(path, 0)` answers 'too-big' for any file
 * with bytes in it, without reading them (map-source.ts).
 */
export async function missingImageWarnings(source: MapSource, images: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  const empty: string[] = [];
  const outside: string[] = [];
  for (const path of images.slice(0, MAP_LIMITS.maxFiles)) {
    let probe;
    try {
      probe = await source.read(path, 0);
    } catch {
      probe = 'missing' as const;
    }
    if (probe === 'missing') missing.push(path);
    else if (probe === 'not-allowed') outside.push(path);
    else if (probe !== 'too-big') empty.push(path);
  }
  const out: string[] = [];
  const one = (list: readonly string[]): boolean => list.length === 1;
  if (missing.length > 0) out.push(`${listed(missing)} ${one(missing) ? 'is' : 'are'} missing (the map names ${one(missing) ? 'it' : 'them'}); the table draws stand-in art in ${one(missing) ? 'its' : 'their'} place.`);
  if (empty.length > 0) out.push(`${listed(empty)} ${one(empty) ? 'is an empty file' : 'are empty files'}; the table draws stand-in art in ${one(empty) ? 'its' : 'their'} place.`);
  if (outside.length > 0) {
    out.push(`${listed(outside)} ${one(outside) ? 'lies' : 'lie'} outside the folders Blacksite reads (the map's folder, below it, or up to two folders above); the table draws stand-in art in ${one(outside) ? 'its' : 'their'} place.`);
  }
  return out;
}

/** 'The picture "a.png"', 'The pictures "a.png" and "b.png"', 'The pictures "a.png", ... and 3 more'. */
function listed(paths: readonly string[]): string {
  // A long path is named by its file name: the end is what tells pictures apart.
  const names = paths.slice(0, NAMED).map((p) => quoted(p.length > 40 ? baseName(p) : p));
  const more = paths.length - names.length;
  if (paths.length === 1) return `The picture ${names[0] ?? ''}`;
  if (more > 0) return `The pictures ${names.join(', ')} and ${more} more`;
  return `The pictures ${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * Names that come from the renderer (untrusted) become safe file stems: lowercase ASCII letters,
 * digits and single hyphens, at most 60 characters. Nothing else survives, so no name can hold a
 * path separator, "..", a drive letter, a NUL or a Windows device name, and none can reach outside
 * the saves folder.
 */
export const MAX_SLUG_LENGTH = 60;

/** Windows refuses these as file names whatever the extension ("con.save.json" included). */
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9]|conin\$|conout\$|clock\$)$/;

export type SlugResult = { readonly ok: true; readonly slug: string } | { readonly ok: false; readonly reason: string };

export function slugify(name: unknown, what = 'save'): SlugResult {
  const article = /^[aeiou]/.test(what) ? 'An' : 'A';
  if (typeof name !== 'string') return { ok: false, reason: `${article} ${what} name must be text.` };
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "Opération" -> "operation"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  if (slug === '') return { ok: false, reason: `${article} ${what} name needs at least one letter or digit.` };
  return { ok: true, slug: WINDOWS_DEVICES.test(slug) ? `${slug}-${what}` : slug };
}

/** True when `stem` is already a safe stem (what slugify returns), e.g. for names read from disk. */
export function isSlug(stem: string): boolean {
  return stem.length <= MAX_SLUG_LENGTH + 8 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem) && !WINDOWS_DEVICES.test(stem);
}

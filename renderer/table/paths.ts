/** Joins a relative path onto the folder of `from` (both POSIX style, as Tiled writes them). */
export function resolveRelative(from: string, path: string): string {
  if (path.startsWith('/') || /^[a-z]+:/i.test(path)) return path;
  const parts = from.split('/').slice(0, -1);
  for (const part of path.split('/')) {
    if (part === '..') {
      if (parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
      else parts.push('..');
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** A file-system error as one sentence for the user (every refusal is a sentence). */
export function fileProblem(error: unknown, noun: string, verb: 'read' | 'write' | 'delete', missing?: string): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ENOENT' && missing) return missing;
  const why: Record<string, string> = {
    ENOSPC: 'the disk is full',
    EDQUOT: 'the disk quota is used up',
    EACCES: 'permission was denied',
    EPERM: 'the system did not allow it',
    EROFS: 'the disk is read-only',
    EBUSY: 'the file is in use by another program',
    EMFILE: 'too many files are open',
    EISDIR: 'a folder is in the way',
    ENOENT: 'the file or its folder is missing',
  };
  const reason = why[code] ?? (error instanceof Error ? error.message : String(error));
  if (verb === 'read') return `The ${noun} could not be read (${reason}).`;
  return `The ${noun} could not be ${verb === 'write' ? 'written' : 'deleted'} (${reason}); the version on disk was left as it was.`;
}

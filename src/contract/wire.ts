/**
 * How an answer crosses IPC. Handlers answer a value, never throw across the boundary: a refusal
 * travels as a sentence and the preload turns it into a rejected promise whose message is exactly
 * that sentence (an error thrown in ipcMain.handle reaches the renderer wrapped in
 * "Error invoking remote method ...", which is no sentence for a user).
 *
 * Kept free of zod so the sandboxed preload bundle stays a few lines long.
 */
export type IpcReply<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export function okReply<T>(value: T): IpcReply<T> {
  return { ok: true, value };
}

export function refusedReply(error: string): IpcReply<never> {
  return { ok: false, error };
}

/** The value of a reply, or throws its sentence. */
export function unwrapReply<T>(reply: unknown): T {
  if (typeof reply === 'object' && reply !== null && 'ok' in reply) {
    if (reply.ok === true && 'value' in reply) return reply.value as T;
    if (reply.ok === false && 'error' in reply && typeof reply.error === 'string') throw new Error(reply.error);
  }
  throw new Error('The desktop app sent an answer this window does not understand.');
}

import { ipcMain, type IpcMainInvokeEvent, type WebFrameMain } from 'electron';
import {
  OPERATION_NAMES,
  checkOperationInput,
  okReply,
  refusedReply,
  type IpcReply,
  type OperationName,
  type OperationOutput,
  type ValidatedInput,
} from '../src/contract';
import { APP_PAGES, type Pages } from './pages';
import { sentence } from '../src/core/sentence';

/** One handler per contract operation; it receives input already validated against the contract. */
export type Handlers = {
  readonly [N in OperationName]: (input: ValidatedInput<N>) => OperationOutput<N> | Promise<OperationOutput<N>>;
};

/** Why a request from `frame` is refused, or null when it came from one of our own pages. */
export function senderRefusal(name: OperationName, frame: WebFrameMain | null, pages: Pages = APP_PAGES): string | null {
  if (frame === null) return `${name} was refused because the window that asked has already gone.`;
  if (!pages.isOwn(frame.url)) return `${name} was refused because it did not come from Blacksite's own pages (${pages.origin}).`;
  return null;
}

/**
 * Everything one IPC call goes through (Electron checklist: validate the sender of every message;
 * STYLE.md 9: validate input at the edge). Answers a reply value, never throws.
 */
export async function runOperation<N extends OperationName>(
  name: N,
  handler: Handlers[N],
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  args: readonly unknown[],
  pages: Pages = APP_PAGES,
): Promise<IpcReply<OperationOutput<N>>> {
  const refusal = senderRefusal(name, event.senderFrame, pages);
  if (refusal !== null) return refusedReply(refusal);
  if (args.length > 1) return refusedReply(`${name} takes a single argument but was sent ${args.length}.`);
  const input = checkOperationInput(name, args[0]);
  if (!input.ok) return refusedReply(input.error);
  try {
    const run = handler as (value: ValidatedInput<N>) => OperationOutput<N> | Promise<OperationOutput<N>>;
    return okReply(await run(input.value));
  } catch (error) {
    return refusedReply(failureSentence(name, error));
  }
}

function failureSentence(name: OperationName, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/^[A-Z].*[.!?]$/.test(message)) return sentence(message);
  return sentence(`${name} failed: ${message.replace(/[.!?]*$/, '')}.`);
}

/** Registers one ipcMain.handle per operation; returns a function that removes them all. */
export function registerIpcHandlers(handlers: Handlers, pages: Pages = APP_PAGES): () => void {
  for (const name of OPERATION_NAMES) {
    ipcMain.handle(name, (event, ...args: unknown[]) => runOperation(name, handlers[name], event, args, pages));
  }
  return () => {
    for (const name of OPERATION_NAMES) ipcMain.removeHandler(name);
  };
}

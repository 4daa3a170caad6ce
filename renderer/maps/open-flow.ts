/**
 * Opening a map, as the set-up screen shows it (STYLE.md principle 17: the UI's own flow is a
 * machine with `after` delays). Most maps open in a blink, so nothing is shown at first; a read
 * still going after NOTICE_AFTER_MS brings up a notice with a Cancel button. While a file dialog
 * is up the window has lost its focus: that time is the user's, not the read's, so the delay
 * starts again when the window has its focus back. Cancel stops the
 * read (the desktop app's utility process, the window's Web Worker: the screen does that) and the
 * notice says so until the read has ended; then the flow is idle again. The work itself is the
 * screen's: this machine only hears that it started, what it is reading and that it ended.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export const NOTICE_AFTER_MS = 500;

export interface OpenFlowContext {
  /** What is being read, for the notice ("the map", "compound-yard.tmx"). */
  readonly what: string;
}

export type OpenFlowEvent =
  | { readonly type: 'open.start'; readonly what: string }
  | { readonly type: 'open.reading'; readonly what: string }
  | { readonly type: 'open.cancel' }
  | { readonly type: 'open.end' }
  /** The window lost its focus (a file dialog is up) or got it back. */
  | { readonly type: 'window.away' }
  | { readonly type: 'window.back' };

export const openMapFlow = setup({
  types: { context: {} as OpenFlowContext, events: {} as OpenFlowEvent },
  actions: {
    name: assign({ what: ({ event }) => ('what' in event ? event.what : '') }),
  },
  delays: { notice: NOTICE_AFTER_MS },
}).createMachine({
  id: 'open-map',
  description: 'Opening a map into the library: a notice with Cancel for a read that takes a while.',
  context: { what: '' },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is being opened; Open map… and drops are welcome.',
      on: { 'open.start': { target: 'reading', actions: 'name' } },
    },
    reading: {
      description: 'A map is being read.',
      initial: 'quiet',
      on: {
        'open.reading': { actions: 'name' },
        'open.cancel': 'stopping',
        'open.end': 'idle',
      },
      states: {
        quiet: {
          description: 'Shown nothing yet: most maps are read before the notice would appear.',
          after: { notice: 'slow' },
          on: { 'window.away': 'away' },
        },
        away: { description: 'The window lost its focus to a file dialog: no notice while the user chooses.', on: { 'window.back': 'quiet' } },
        slow: { description: 'The notice: what is being read, and a Cancel button.' },
      },
    },
    stopping: {
      description: 'Cancel was pressed; the notice says the read is being stopped until it has ended.',
      on: { 'open.end': 'idle' },
    },
  },
});

export type OpenFlowSnapshot = SnapshotFrom<typeof openMapFlow>;

/** What the notice shows, from the machine's state: nothing, the read and its Cancel button, or the stop under way. */
export type OpenNotice = { readonly kind: 'none' } | { readonly kind: 'reading'; readonly text: string } | { readonly kind: 'stopping'; readonly text: string };

export function openNotice(snapshot: OpenFlowSnapshot): OpenNotice {
  if (snapshot.matches({ reading: 'slow' })) return { kind: 'reading', text: `Reading ${snapshot.context.what}…` };
  if (snapshot.matches('stopping')) return { kind: 'stopping', text: `Stopping: ${snapshot.context.what} will not be added.` };
  return { kind: 'none' };
}

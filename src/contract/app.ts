import * as z from 'zod';

/** What the renderer may know about where it runs (About box, "where are my settings?"). */
export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  /** 'desktop' in Electron; the browser build answers 'browser' and has no quit or projector window. */
  runtime: z.enum(['desktop', 'browser']),
  platform: z.string(),
  electronVersion: z.string().nullable(),
  chromeVersion: z.string().nullable(),
  /** Where settings are stored, shown to the user: a file path on desktop, "this browser's storage" otherwise. */
  settingsLocation: z.string(),
});

export type AppInfo = z.output<typeof AppInfoSchema>;

/** The projector (public board) window as the GM window sees it. */
export const ProjectorStateSchema = z.object({
  open: z.boolean(),
  /** True when the projector fills a display other than the GM's. */
  onSecondDisplay: z.boolean(),
  fullscreen: z.boolean(),
  displayCount: z.number().int().min(0),
});

export type ProjectorState = z.output<typeof ProjectorStateSchema>;

import type { OperationInput, OperationName, OperationOutput } from './operations';

/** The name under which the preload exposes the API: `window.blacksite`. */
export const API_GLOBAL_NAME = 'blacksite';

type GroupOf<N extends string> = N extends `${infer G}.${string}` ? G : never;
type MethodOf<N extends string, G extends string> = N extends `${G}.${infer M}` ? M : never;

/** One operation as a function: no argument when the operation takes none. */
export type OperationFunction<N extends OperationName> = [OperationInput<N>] extends [undefined]
  ? () => Promise<OperationOutput<N>>
  : (input: OperationInput<N>) => Promise<OperationOutput<N>>;

/**
 * The API the renderer sees, derived from CONTRACT: "settings.set" becomes `api.settings.set(patch)`.
 * Implemented twice: by the preload (over IPC) and by the renderer's browser bridge.
 */
export type BlacksiteApi = {
  readonly [G in GroupOf<OperationName>]: {
    readonly [N in OperationName as MethodOf<N, G>]: OperationFunction<N>;
  };
};

/** "settings.set" -> ["settings", "set"]. */
export function splitOperationName(name: OperationName): readonly [group: string, method: string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}

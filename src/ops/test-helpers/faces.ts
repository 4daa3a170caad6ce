import { scriptedRng, type Rng } from '../../core/rng';

/** A generator that rolls exactly these dF faces, in order (then repeats them). */
export function facesRng(...faces: readonly (-1 | 0 | 1)[]): Rng {
  return scriptedRng(faces.map((f) => (f === -1 ? 0 : f === 0 ? 0.5 : 0.9)));
}

/** Every sequence of n faces. */
export function allFaces(n: number): (-1 | 0 | 1)[][] {
  if (n === 0) return [[]];
  return allFaces(n - 1).flatMap((rest) => [-1, 0, 1].map((f) => [f as -1 | 0 | 1, ...rest]));
}

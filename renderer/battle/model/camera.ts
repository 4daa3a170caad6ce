/**
 * Where the table puts the camera, as pure decisions the controller carries out: on the seat's
 * own acting unit (when a new seat sits down, and when another of its units takes the turn), and
 * on an enemy shooter the seat sees when it fires. Only units in the seat view are ever chosen,
 * so the camera never points at what the seat has not seen. With motion reduced the map jumps
 * to the cell instead of easing there (renderer/table/camera.ts easeCamera).
 */
import type { BattleEvent, Unit } from '../../../src/battle';
import type { Cell } from '../../../src/battle/geometry';
import { knownUnit, type SeatView } from '../../../src/battle/view';
import type { SeatChoices } from './choices';

export interface ActingFocus {
  /** The unit the camera follows now (remembered, so the next change knows whether it changed). */
  readonly shown: string | null;
  /** Put the camera and the cursor here, or leave them where the seat has them. */
  readonly centre: Cell | null;
}

/**
 * The camera on the seat's acting unit: a fresh seat starts on it (or, with no turn of its own,
 * on its first fighting unit); later the camera moves only when another of its units acts.
 */
export function actingFocus(view: SeatView | null, choices: SeatChoices, fresh: boolean, shown: string | null): ActingFocus {
  const acting = choices.acting ?? (fresh ? (view?.own.find((u) => u.status === 'fighting') ?? null) : null);
  if (!acting) return { shown, centre: null };
  return { shown: acting.id, centre: fresh || acting.id !== shown ? acting.cell : null };
}

/** After a command: the cell of the last shooter (fire or melee) when it is an enemy in the seat's view. */
export function shooterToShow(view: SeatView, events: readonly BattleEvent[]): Cell | null {
  const shot = [...events].reverse().find((e) => e.type === 'unit.fired' || e.type === 'unit.melee');
  if (!shot || (shot.type !== 'unit.fired' && shot.type !== 'unit.melee')) return null;
  const shooter: Unit | undefined = knownUnit(view, shot.unit);
  if (!shooter || view.own.some((u) => u.id === shooter.id)) return null;
  return shooter.cell;
}

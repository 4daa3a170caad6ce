import type { RollRecord } from '../../ops/dice/roll-record';
import type { Cell } from '../geometry/cells';
import type { Awareness, DeviceKind, ObjectiveState } from './types';

/**
 * What the mission rules add to a command's events (R-CORE-2: every roll with its record). Part
 * of BattleEvent (state/events.ts); the log and the census read them (view/log-lines.ts,
 * mission/census.ts).
 */

/** Why a defender's mind changed (R-OPS-39, R-OPS-41, R-OPS-44). */
export type AwarenessCause =
  | 'noticed'
  | 'heard-shot'
  | 'heard-silenced'
  | 'heard-steps'
  | 'heard-blast'
  | 'attacked'
  | 'saw-body'
  | 'alarm'
  | 'radio'
  | 'near-miss'
  | 'calmed'
  | 'gm';

export type NoticeWay =
  /** R-OPS-40: the opposed roll, Spot Hidden vs Stealth. */
  | 'roll'
  /** R-OPS-40: adjacent, or it attacked: noticed without a roll. */
  | 'adjacent'
  | 'attacked'
  /** readings.ts ALERTED_NOTICE_WITHOUT_ROLL. */
  | 'alerted';

export const MISSION_TASKS = ['alarm', 'disarm', 'hack', 'plant', 'detonate', 'take', 'free', 'leave'] as const;
export type MissionTask = (typeof MISSION_TASKS)[number];

export type MissionEvent =
  /** R-OPS-40: a defender (or a camera: `by` a device id) noticed an intruder, or failed to. */
  | {
      readonly type: 'mission.notice';
      readonly by: string;
      readonly unit: string;
      readonly way: NoticeWay;
      /** The defender's roll and the intruder's (opposed, R-OPS-2), when rolled. */
      readonly rolls: { readonly spot: RollRecord; readonly stealth: RollRecord } | null;
      /** The exact chance it had (R-CORE-4); 1 when noticed without a roll. */
      readonly chance: number;
      readonly noticed: boolean;
    }
  /** R-OPS-41: a defender heard something (a Listen roll when one was needed). */
  | {
      readonly type: 'mission.heard';
      readonly by: string;
      readonly what: 'shot' | 'silenced' | 'steps' | 'bang' | 'blast';
      /** Who made the noise, when a unit did. */
      readonly source: string | null;
      readonly at: Cell;
      /** The Listen roll, when one was needed: 3dF against a silenced weapon, or opposed to the intruder's Stealth (`against`). */
      readonly roll: RollRecord | null;
      readonly against: RollRecord | null;
      /** The exact chance it had (R-CORE-4); 1 when heard without a roll. */
      readonly chance: number;
      readonly heard: boolean;
    }
  | { readonly type: 'mission.awareness'; readonly unit: string; readonly from: Awareness; readonly to: Awareness; readonly cause: AwarenessCause }
  /** R-OPS-39: an alerted defender's radio call alerts its side. */
  | { readonly type: 'mission.radio'; readonly unit: string }
  /** R-OPS-44: the alarm raised (by a unit, a device or the GM) or cancelled by the GM. */
  | { readonly type: 'mission.alarm'; readonly raised: boolean; readonly by: string | null; readonly how: string }
  /** R-OPS-44: a device noticed by an intruder (roll), disarmed (roll), set off, or tripped. */
  | {
      readonly type: 'mission.device';
      readonly device: string;
      readonly kind: DeviceKind;
      readonly change: 'spotted' | 'missed' | 'disarmed' | 'failed' | 'set-off' | 'tripped';
      readonly unit: string | null;
      readonly roll: RollRecord | null;
    }
  /** A unit's mission action (R-OPS-44, R-OPS-45) with its roll, if it rolled. */
  | {
      readonly type: 'mission.task';
      readonly unit: string;
      readonly task: MissionTask;
      readonly target: string;
      readonly roll: RollRecord | null;
      readonly success: boolean;
    }
  /** R-OPS-45: an objective's progress or end. */
  | { readonly type: 'mission.objective'; readonly objective: string; readonly progress: number; readonly needed: number; readonly state: ObjectiveState }
  /** R-OPS-44: the alarm's reinforcements enter their zone. */
  | { readonly type: 'mission.reinforcements'; readonly units: readonly string[] }
  /** R-OPS-45: a captive freed joins the intruders. */
  | { readonly type: 'mission.freed'; readonly unit: string; readonly by: string }
  /** R-OPS-45: an item picked up or dropped (its carrier taken out). */
  | { readonly type: 'mission.item'; readonly item: string; readonly unit: string; readonly change: 'taken' | 'dropped'; readonly at: Cell };

export type MissionEventType = MissionEvent['type'];

export const isMissionEvent = (e: { readonly type: string }): e is MissionEvent => e.type.startsWith('mission.');

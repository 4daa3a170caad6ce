/** Plays a computer seat until its turn ends, or until a Bribery or a fight waits on a human seat. */
import type { HatsCommand } from '../commands';
import { applyHatsCommand } from '../flow/play';
import type { AiLevel, HatsState, LogEntry, SeatId } from '../state';
import { aiNextCommand } from './choose';

export interface AiTurn {
  readonly state: HatsState;
  readonly commands: readonly HatsCommand[];
  readonly events: readonly LogEntry[];
}

export function runAiTurn(state: HatsState, seat: SeatId, level: AiLevel, maxCommands = 200): AiTurn {
  let s = state;
  const commands: HatsCommand[] = [];
  const events: LogEntry[] = [];
  const startSerial = state.serial;
  while (s.phase !== 'over' && commands.length < maxCommands) {
    // R-LINK-1: a fight waiting for a human seat's choice stops the computer's turn until it is settled.
    if (s.fight) break;
    const mine = s.pending ? s.pending.seat === seat : s.seats[s.seatIndex]?.id === seat && s.serial === startSerial;
    if (!mine) break;
    const cmd = aiNextCommand(s, seat, level);
    if (!cmd) break;
    const r = applyHatsCommand(s, cmd);
    if ('rejected' in r) break;
    commands.push(cmd);
    events.push(...r.events);
    s = r.state;
    if (cmd.type === 'turn.end' || cmd.type === 'bribe.defend') break;
  }
  return { state: s, commands, events };
}

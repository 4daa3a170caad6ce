/**
 * A mission's actions as buttons (renderer/battle/model/actions.ts ACTION_BUILDERS): raise the
 * alarm at a panel, disarm a device, hack, set and fire a charge, take an item, free a captive,
 * leave through the exit zone (R-OPS-44, R-OPS-45). Each from the seat view's known battle, with
 * its exact chance (R-CORE-4) or why it cannot be done; only the ones that could apply to the acting
 * unit where it stands are listed (next to the thing, or in the zone).
 */
import type { BattleCommand } from '../../../src/battle';
import type { Cell } from '../../../src/battle/geometry';
import type { MissionTask } from '../../../src/battle/mission/events';
import { taskChance, taskCheck } from '../../../src/battle/mission/tasks';
import { inExit } from '../../../src/battle/mission/objectives';
import { percent } from '../../../src/battle/view';
import type { ActionContext, ActionItem } from '../model/actions';

const king = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

const LABEL: Readonly<Record<MissionTask, string>> = {
  alarm: 'Raise the alarm',
  disarm: 'Disarm',
  hack: 'Hack',
  plant: 'Set a charge',
  detonate: 'Fire the charge',
  take: 'Take',
  free: 'Free',
  leave: 'Leave the map',
};

/** The tasks that might apply to the acting unit now, each with its target and what it is called. */
function candidates(c: ActionContext): { task: MissionTask; target: string; name: string }[] {
  const m = c.view.known.mission;
  if (!m) return [];
  const at = c.unit.cell;
  const out: { task: MissionTask; target: string; name: string }[] = [];
  for (const d of m.devices) {
    const near = d.cells.some((x) => king(x, at) <= 1);
    if (!near || d.status !== 'active') continue;
    if (c.unit.side === m.defenders) {
      if (d.kind === 'panel') out.push({ task: 'alarm', target: d.id, name: d.name });
    } else out.push({ task: 'disarm', target: d.id, name: d.name });
  }
  for (const o of m.objectives) {
    if (o.state !== 'open') continue;
    if (o.kind === 'plant' && o.armed?.by === c.unit.id) out.push({ task: 'detonate', target: o.id, name: o.name });
    const site = o.zone;
    if (!site || king({ x: site.x, y: site.y }, at) > 1) continue;
    if (o.kind === 'hack') out.push({ task: 'hack', target: o.id, name: o.name });
    if (o.kind === 'plant' && !o.armed) out.push({ task: 'plant', target: o.id, name: o.name });
  }
  for (const i of m.items) if (!i.out && i.carrier === null && king(i.cell, at) <= 1) out.push({ task: 'take', target: i.id, name: i.name });
  for (const cap of m.captives) if (!cap.freed && king(cap.cell, at) <= 1) out.push({ task: 'free', target: cap.id, name: cap.name });
  if (c.unit.side === m.intruders && inExit(m, at)) out.push({ task: 'leave', target: '', name: '' });
  return out;
}

export function missionActions(c: ActionContext): ActionItem[] {
  return candidates(c).map(({ task, target, name }) => {
    const check = taskCheck(c.view.known, c.unit, task, target);
    const command: BattleCommand = { type: 'unit.task', unit: c.unit.id, task, target };
    const label = name ? `${LABEL[task]}: ${name}` : LABEL[task];
    const id = `task:${task}:${target}`;
    if (typeof check === 'string') return { id, label, command: null, enabled: false, why: check };
    const chance = taskChance(check);
    const detail = check === null ? 'the action' : `${check.trait.name} vs ${check.difficulty >= 0 ? '+' : ''}${check.difficulty}: ${percent(chance)} (the action)`;
    return { id, label, command, enabled: !c.unit.turn.acted, detail, ...(task === 'leave' ? { tone: 'warn' as const } : {}) };
  });
}

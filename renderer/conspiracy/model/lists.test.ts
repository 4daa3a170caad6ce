import { describe, expect, test } from 'vitest';
import { viewFor } from '../../../src/hats';
import { duel } from '../../../src/hats/test-helpers/fixtures';
import { orderAt, ordersModel, targetsOf } from '../orders-model';
import { groupsListModel } from './groups-list';
import { freshGroupsUi, sortBy } from './groups-ui';
import { ordersDialogModel } from './orders-dialog';

describe('orders from the map open on the order aimed at the target clicked', () => {
  test('a Killer in Chicago: clicking Denver opens Move to Denver, legal and previewed; a click on nothing it can aim at opens nothing', () => {
    const view = viewFor(duel(), 'red');
    const m = ordersModel(view, 'agent-1');
    const at = orderAt(m, 'denver');
    expect(at?.pick).toBe('action.move');
    const dialog = ordersDialogModel(view, { actor: 'agent-1', pick: at?.pick ?? null, choice: at?.choice ?? null, problem: null });
    expect(dialog.choice?.label).toBe('Move to Denver');
    expect(dialog.commit).toBe(true);
    expect(dialog.preview?.problem).toBeNull();
    expect(targetsOf(m).possible.has('denver')).toBe(true);
    expect(orderAt(m, 'no-such-thing')).toBeNull();
  });

  test('the dialog opens on the first possible kind and its first legal choice; a kind picked resets the choice', () => {
    const view = viewFor(duel(), 'red');
    const first = ordersDialogModel(view, { actor: 'agent-1', pick: null, choice: null, problem: null });
    expect(first.kind?.kind).toBe(first.kinds.possible[0]?.kind);
    expect(first.choice?.reason).toBeNull();
    const other = first.kinds.possible[1];
    const next = ordersDialogModel(view, { actor: 'agent-1', pick: other?.kind ?? null, choice: null, problem: null });
    expect(next.kind?.kind).toBe(other?.kind);
    expect(next.choiceIndex).toBe(other?.choices.findIndex((c) => c.reason === null));
  });
});

describe('the Groups list: every Group, its controller as this seat knows it, sorted and filtered', () => {
  test('all 45 Groups; its own first when filtered to "Yours"; Scale largest first on a click, smallest on a second', () => {
    const view = viewFor(duel(), 'red');
    const all = groupsListModel(view, freshGroupsUi());
    expect(all.total).toBe(45);
    expect(all.rows).toHaveLength(45);
    const mine = groupsListModel(view, { ...freshGroupsUi(), controller: 'mine' });
    expect(mine.rows.map((r) => r.id)).toEqual(['board-of-trade']);
    expect(mine.rows[0]?.controllerText).toBe('Yours');
    // R-HATS-12: the rival's Denver Airport is "Unknown" to red, never "Blue Lodge".
    const airport = all.rows.find((r) => r.id === 'denver-airport');
    expect(airport?.controllerText).toBe('Unknown');
    const byScale = sortBy(freshGroupsUi(), 'scale');
    const desc = groupsListModel(view, byScale).rows.map((r) => r.scale);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = groupsListModel(view, sortBy(byScale, 'scale')).rows.map((r) => r.scale);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const found = groupsListModel(view, { ...freshGroupsUi(), text: 'denver' });
    expect(found.rows.every((r) => `${r.name} ${r.areaName}`.toLowerCase().includes('denver'))).toBe(true);
    expect(found.rows.length).toBeGreaterThan(0);
  });
});

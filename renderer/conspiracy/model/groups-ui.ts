/**
 * The Groups list's own choices (its column to sort by, the direction, and the filters): part of the
 * board's UI state (board-ui.ts), fresh for each seat at the board.
 */
export type GroupsSort = 'name' | 'area' | 'scale' | 'income' | 'loyalty' | 'controller' | 'seen';

/** 'all', 'mine', 'independent', 'unknown', or a rival seat's id (as known). */
export type ControllerFilter = string;

export interface GroupsUi {
  readonly sort: GroupsSort;
  readonly descending: boolean;
  /** Words to find in a Group's name, Area or Region. */
  readonly text: string;
  readonly controller: ControllerFilter;
}

export function freshGroupsUi(): GroupsUi {
  return { sort: 'area', descending: false, text: '', controller: 'all' };
}

/** A click on a column heading: sort by it, or turn the order round when it is already the sort. */
export function sortBy(ui: GroupsUi, sort: GroupsSort): GroupsUi {
  if (ui.sort === sort) return { ...ui, descending: !ui.descending };
  // Numbers read best largest first; names from A.
  const numeric = sort === 'scale' || sort === 'income' || sort === 'loyalty' || sort === 'seen';
  return { ...ui, sort, descending: numeric };
}

import type { UnitCleanerRole } from "../../shared/domain/dispatch";

/** A unit's two lists, in offer order (docs/decisions/055). */
export type UnitCleanerLists<Entry> = Record<UnitCleanerRole, Entry[]>;

const OTHER: Record<UnitCleanerRole, UnitCleanerRole> = { preferred: "backup", backup: "preferred" };

/** The other list: a preferred cleaner switches to the backups, and back. */
export const otherList = (role: UnitCleanerRole) => OTHER[role];

const withList = <Entry>(lists: UnitCleanerLists<Entry>, role: UnitCleanerRole, next: Entry[], other = lists[OTHER[role]]) =>
  ({ [role]: next, [OTHER[role]]: other }) as UnitCleanerLists<Entry>;

const without = <Entry>(entries: Entry[], index: number) => entries.filter((_, at) => at !== index);

/** Appended at the end of `role`'s list: offered after everyone already on it. */
export const added = <Entry>(lists: UnitCleanerLists<Entry>, role: UnitCleanerRole, entry: Entry) =>
  withList(lists, role, [...lists[role], entry]);

/** One place up (`by` -1) or down (1) within its list; at either end it stays. */
export function moved<Entry>(lists: UnitCleanerLists<Entry>, role: UnitCleanerRole, index: number, by: -1 | 1) {
  const to = index + by;
  if (to < 0 || to >= lists[role].length) return lists;
  const next = [...lists[role]];
  const [entry] = next.splice(index, 1);
  next.splice(to, 0, entry!);
  return withList(lists, role, next);
}

/** To the end of the other list: a preferred cleaner becomes the last backup, and back. */
export function switched<Entry>(lists: UnitCleanerLists<Entry>, role: UnitCleanerRole, index: number) {
  const entry = lists[role][index];
  return entry === undefined ? lists : withList(lists, role, without(lists[role], index), [...lists[OTHER[role]], entry]);
}

/** Off its list; those after it move up one place. */
export const removed = <Entry>(lists: UnitCleanerLists<Entry>, role: UnitCleanerRole, index: number) =>
  withList(lists, role, without(lists[role], index));

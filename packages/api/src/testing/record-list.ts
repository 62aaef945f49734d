import { AppError } from "@choose/schema";

/**
 * One kind of record of the in-memory backend, by id: what a table and its service's 404 are to the
 * real one. Never changed in place (a change makes a new array and items), so a seed is shared safely.
 */
export function recordList<T extends { id: string }>(
  seed: readonly T[] | undefined,
  notFoundMessage: string,
) {
  let items = seed ?? [];
  function get(id: string): T {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) throw new AppError("NOT_FOUND", notFoundMessage);
    return item;
  }
  return {
    get all(): readonly T[] {
      return items;
    },
    get,
    /** New items go in front: one created in the same millisecond as another still lists first. */
    add(item: T) {
      items = [item, ...items];
    },
    append(item: T) {
      items = [...items, item];
    },
    /** Stores `updated` in the place of the record with its id, and gives it back. */
    replace(updated: T): T {
      items = items.map((item) => (item.id === updated.id ? updated : item));
      return updated;
    },
    remove(id: string) {
      get(id);
      items = items.filter((item) => item.id !== id);
    },
  };
}

/**
 * Keyset paging of the registry: going to the next page sends the hydrantId of
 * the last row shown as `after`, going back sends the first row's as `before`; the API then
 * reads the page from the index instead of skipping every row before it. The page number
 * the user sees stays the same.
 */
export interface RegistryCursor {
  /** the page this key leads to */
  page: number;
  status: string | undefined;
  search: string | undefined;
  key: { after: string } | { before: string };
}

/** The cursor for going from `from.page` to `next`: a key only for the neighbouring pages. */
export function neighbourCursor(
  items: ReadonlyArray<{ hydrantId: string }>,
  from: { page: number; status: string | undefined; search: string | undefined },
  next: number,
): RegistryCursor | null {
  if (items.length === 0) return null;
  const filter = { page: next, status: from.status, search: from.search };
  if (next === from.page + 1) return { ...filter, key: { after: items[items.length - 1].hydrantId } };
  if (next === from.page - 1) return { ...filter, key: { before: items[0].hydrantId } };
  return null;
}

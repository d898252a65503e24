/** Rows fetched per call as the list scrolls (the contract's largest page). */
export const PAGE_SIZE = 100

/** Rows beyond the rendered range that are fetched ahead, so a page arrives before it scrolls into view. */
export const LOOKAHEAD_ROWS = 50

/**
 * The pages a virtualized list needs for its rendered rows: every page that holds a row from
 * `startIndex - lookahead` to `stopIndex + lookahead`, within `count` rows. Page 0 is always among them, as it
 * carries the total count before anything else is known.
 */
export function pagesForRange(
  startIndex: number,
  stopIndex: number,
  count: number,
  pageSize = PAGE_SIZE,
  lookahead = LOOKAHEAD_ROWS,
): number[] {
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1)
  const first = Math.min(lastPage, Math.max(0, Math.floor((startIndex - lookahead) / pageSize)))
  const last = Math.min(lastPage, Math.max(first, Math.floor((stopIndex + lookahead) / pageSize)))
  const pages = first === 0 ? [] : [0]
  for (let page = first; page <= last; page += 1) pages.push(page)
  return pages
}

/** A list of pages as a stable key, so effects rerun only when the set of pages changes. */
export const pagesKey = (pages: readonly number[]) => pages.join(',')

/** The rows of a sparse list: row i of page p at index p·pageSize + i, unloaded rows left empty. */
export function sparseRows<Row>(
  count: number,
  pages: ReadonlyMap<number, readonly Row[]>,
  pageSize = PAGE_SIZE,
): (Row | undefined)[] {
  // A holey array of `count` slots costs nothing until filled; only the loaded pages are written.
  const rows = new Array<Row | undefined>(count)
  pages.forEach((results, page) => {
    results.forEach((row, offset) => {
      const index = page * pageSize + offset
      if (index < count) rows[index] = row
    })
  })
  return rows
}

/**
 * A list that grows with the content (the blog list, the projects list) is cut into pages of a fixed number of
 * entries, so that no page outgrows the first round trip however many entries there are. The
 * first page keeps the list's own address (`/blogs`); the next ones add their number
 * (`/blogs/2`). The pager under the list shows a fixed number of links at most, for the same
 * reason.
 */

/** The blog list's cards a page: the spec's 24 on the first page, and as many on each next one. */
export const BLOG_PAGE_SIZE = 24;

/** The projects list's cards a page: fewer than the blog's, as each card carries its result and place. */
export const PROJECT_PAGE_SIZE = 12;

/** The address of page `page` of the list at `base` (English form): no number on the first page. */
export const listPagePath = (base: string, page: number) => (page === 1 ? base : `${base}/${page}`);

/** How many pages `count` entries fill, `pageSize` a page: at least one, which may be empty. */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/** The pager's length in items (page numbers and gaps), whatever the number of pages. */
const PAGER_ITEMS = 7;

const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page numbers the pager shows, `null` for a gap: every page when there are seven or fewer;
 * beyond, always the first and the last page, the current one and its neighbours, in seven items.
 */
export function pagerNumbers(current: number, last: number): (number | null)[] {
  if (last <= PAGER_ITEMS) return run(1, last);
  if (current <= 4) return [...run(1, 5), null, last];
  if (current >= last - 3) return [1, null, ...run(last - 4, last)];
  return [1, null, current - 1, current, current + 1, null, last];
}

import { describe, expect, it } from 'vitest';
import { listPagePath, pageCount, pagerNumbers } from '../../src/lib/pagination';

describe('a list cut into pages', () => {
  it('keeps its own address on the first page and numbers the next ones', () => {
    expect(listPagePath('/blogs', 1)).toBe('/blogs');
    expect(listPagePath('/blogs', 2)).toBe('/blogs/2');
  });

  it('has one page when empty or full, and a second from the 25th entry of 24 a page', () => {
    expect([0, 1, 24, 25, 48, 49, 1024].map((count) => pageCount(count, 24))).toEqual([1, 1, 1, 2, 2, 3, 43]);
  });

  it('shows every page number up to seven pages', () => {
    expect(pagerNumbers(1, 2)).toEqual([1, 2]);
    expect(pagerNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows seven items at most beyond: the first, the last, the current page and its neighbours', () => {
    expect(pagerNumbers(1, 43)).toEqual([1, 2, 3, 4, 5, null, 43]);
    expect(pagerNumbers(4, 43)).toEqual([1, 2, 3, 4, 5, null, 43]);
    expect(pagerNumbers(5, 43)).toEqual([1, null, 4, 5, 6, null, 43]);
    expect(pagerNumbers(20, 43)).toEqual([1, null, 19, 20, 21, null, 43]);
    expect(pagerNumbers(40, 43)).toEqual([1, null, 39, 40, 41, 42, 43]);
    expect(pagerNumbers(43, 43)).toEqual([1, null, 39, 40, 41, 42, 43]);
    for (let current = 1; current <= 43; current++) {
      const numbers = pagerNumbers(current, 43);
      expect(numbers).toHaveLength(7);
      expect(numbers).toContain(current);
    }
  });
});

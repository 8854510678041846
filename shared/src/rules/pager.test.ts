import { type PagerItem, pageCount, pagerItems } from '@andaman/shared/rules/pager';
import { describe, expect, it } from 'vitest';

/** The pager as text: numbers, and … for an ellipsis. */
const render = (items: PagerItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(-3, 9)).toBe(1);
  });
});

describe('pagerItems', () => {
  it('lists every page when no limit is given', () => {
    expect(render(pagerItems(4, 8))).toBe('1 2 3 4 5 6 7 8');
  });

  it('lists every page without ellipses up to the limit', () => {
    expect(render(pagerItems(1, 2, 5))).toBe('1 2');
    expect(render(pagerItems(3, 5, 5))).toBe('1 2 3 4 5');
  });

  it.each([
    [1, 10, '1 2 3 4 5 …'],
    [3, 10, '1 2 3 4 5 …'],
    [4, 10, '… 2 3 4 5 6 …'],
    [6, 10, '… 4 5 6 7 8 …'],
    [8, 10, '… 6 7 8 9 10'],
    [10, 10, '… 6 7 8 9 10'],
    [4, 6, '… 2 3 4 5 6'],
  ])('page %i of %i with at most 5 numbers: %s', (current, pages, expected) => {
    const items = pagerItems(current, pages, 5);
    expect(render(items)).toBe(expected);
    expect(items.filter((item) => item.kind === 'page')).toHaveLength(5);
  });

  it('keeps an out-of-range page inside the pages', () => {
    expect(render(pagerItems(0, 3, 5))).toBe('1 2 3');
    expect(render(pagerItems(99, 7, 5))).toBe('… 3 4 5 6 7');
  });
});

import { type PagerItem, pagerItems } from '@andaman/shared/rules/pager';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBERS, packagePageCount, planTitle, showsPager } from './package-rules';

/** The pager as text: numbers, and … for an ellipsis. */
const render = (items: PagerItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('planTitle (rule holidays.detail.plan-title)', () => {
  it('names days, nights (one fewer) and persons', () => {
    expect(planTitle(4, 2)).toBe('Plan your 4 days & 3 nights vacation for 2 person(s)');
    expect(planTitle(10, 1)).toBe('Plan your 10 days & 9 nights vacation for 1 person(s)');
  });
});

// rule holidays.home-list.page-size, rule holidays.home-list.pager
describe('pager: 6 per page, only above 6, at most 5 numbers with ellipses', () => {
  it('shows only when the total exceeds one page of 6', () => {
    expect(showsPager(0)).toBe(false);
    expect(showsPager(6)).toBe(false);
    expect(showsPager(7)).toBe(true);
  });

  it('counts pages of 6', () => {
    expect(packagePageCount(0)).toBe(1);
    expect(packagePageCount(6)).toBe(1);
    expect(packagePageCount(7)).toBe(2);
    expect(packagePageCount(31)).toBe(6);
  });

  it('lists every page without ellipses up to 5 pages', () => {
    expect(render(pagerItems(1, 2, MAX_PAGE_NUMBERS))).toBe('1 2');
    expect(render(pagerItems(3, 5, MAX_PAGE_NUMBERS))).toBe('1 2 3 4 5');
  });

  it.each([
    [1, 10, '1 2 3 4 5 …'],
    [3, 10, '1 2 3 4 5 …'],
    [4, 10, '… 2 3 4 5 6 …'],
    [6, 10, '… 4 5 6 7 8 …'],
    [8, 10, '… 6 7 8 9 10'],
    [10, 10, '… 6 7 8 9 10'],
    [4, 6, '… 2 3 4 5 6'],
  ])('page %i of %i: %s', (current, pages, expected) => {
    const items = pagerItems(current, pages, MAX_PAGE_NUMBERS);
    expect(render(items)).toBe(expected);
    expect(items.filter((item) => item.kind === 'page')).toHaveLength(5);
  });

  it('keeps an out-of-range page inside the pages', () => {
    expect(render(pagerItems(0, 3, MAX_PAGE_NUMBERS))).toBe('1 2 3');
    expect(render(pagerItems(99, 7, MAX_PAGE_NUMBERS))).toBe('… 3 4 5 6 7');
  });
});

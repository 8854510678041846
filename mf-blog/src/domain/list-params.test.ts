import { listSearch, pager, readListParams, withCategory, withPage, withSearch } from './list-params';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('readListParams', () => {
  it('reads page, cat and q', () => {
    expect(read('page=3&cat=5&q=%20ferry%20')).toEqual({ page: 3, cat: 5, q: 'ferry' });
  });

  it('defaults to page 1, no category, no search', () => {
    expect(read('')).toEqual({ page: 1, q: '' });
    expect(read('page=0&cat=x')).toEqual({ page: 1, q: '' });
    expect(read('page=-2&cat=1.5')).toEqual({ page: 1, q: '' });
    expect(read('page=99999999999999999999')).toEqual({ page: 1, q: '' });
  });
});

describe('listSearch', () => {
  it('writes only what differs from the defaults', () => {
    expect(listSearch({ page: 1, q: '' })).toBe('');
    expect(listSearch({ page: 2, cat: 4, q: 'neil island' })).toBe('?page=2&cat=4&q=neil+island');
  });

  it('round-trips through readListParams', () => {
    const params = { page: 2, cat: 4, q: 'a&b' };
    expect(readListParams(new URLSearchParams(listSearch(params)))).toEqual(params);
  });
});

describe('changing the filters', () => {
  const onPage3 = { page: 3, cat: 2, q: 'beach' };

  it('a new category resets to page 1 and keeps the search', () => {
    expect(withCategory(onPage3, 5)).toEqual({ page: 1, cat: 5, q: 'beach' });
    expect(withCategory(onPage3, undefined)).toEqual({ page: 1, q: 'beach' });
  });

  it('a new search resets to page 1 and keeps the category', () => {
    expect(withSearch(onPage3, '  ferry ')).toEqual({ page: 1, cat: 2, q: 'ferry' });
  });

  it('paging keeps the filters', () => {
    expect(withPage(onPage3, 4)).toEqual({ page: 4, cat: 2, q: 'beach' });
    expect(withPage(onPage3, 0).page).toBe(1);
  });
});

describe('pager', () => {
  it('offers Previous after page 1 and Next before the last page', () => {
    expect(pager(1, 3)).toEqual({ hasPrevious: false, hasNext: true });
    expect(pager(2, 3)).toEqual({ hasPrevious: true, hasNext: true });
    expect(pager(3, 3)).toEqual({ hasPrevious: true, hasNext: false });
    expect(pager(1, 1)).toEqual({ hasPrevious: false, hasNext: false });
    expect(pager(1, 0)).toEqual({ hasPrevious: false, hasNext: false });
  });
});

import { destinationOptions, searchWithDestination, sectionToScrollTo } from './home-search';

describe('searchWithDestination', () => {
  it('sets the destination parameter', () => {
    expect(searchWithDestination('', '2')).toBe('?destination=2');
    expect(searchWithDestination('?destination=1', '3')).toBe('?destination=3');
  });

  it('keeps other parameters and drops scrollTo', () => {
    expect(searchWithDestination('?utm_source=mail&scrollTo=reviews', '1')).toBe(
      '?utm_source=mail&destination=1',
    );
  });

  it('removes the parameter for an empty destination', () => {
    expect(searchWithDestination('?destination=2', '')).toBe('');
    expect(searchWithDestination('?destination=2&page=3', ' ')).toBe('?page=3');
  });
});

describe('destinationOptions', () => {
  it('uses the id as text for the value and the name for the label', () => {
    expect(destinationOptions([{ id: 2, name: 'Havelock (Swaraj Dweep)' }])).toEqual([
      { value: '2', label: 'Havelock (Swaraj Dweep)' },
    ]);
  });
});

describe('sectionToScrollTo', () => {
  it('reads a section id', () => {
    expect(sectionToScrollTo('?scrollTo=holiday-packages')).toBe('holiday-packages');
    expect(sectionToScrollTo('?destination=1&scrollTo=reviews')).toBe('reviews');
  });

  it('ignores a missing or odd value', () => {
    expect(sectionToScrollTo('')).toBeUndefined();
    expect(sectionToScrollTo('?scrollTo=')).toBeUndefined();
    expect(sectionToScrollTo('?scrollTo=%23x%20y')).toBeUndefined();
    expect(sectionToScrollTo('?scrollTo=1abc')).toBeUndefined();
  });
});

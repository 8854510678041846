import { legResultsPath, parseLegParams, resultsHeading, toDdMmYyyy } from './search';

const PB = '1-Port Blair-Port Blair';
const HL = '2-Havelock-Swaraj Dweep';
const NL = '3-Neil Island-Shaheed Dweep';

describe('leg query string', () => {
  const trips = [
    { id: 1, from: PB, to: HL, travel_date: '2030-06-15', adults: 2, children: 1 },
    { id: 4, from: HL, to: NL, travel_date: '2030-06-16', adults: 2, children: 1 },
  ];
  it('round-trips through /tickets', () => {
    const path = legResultsPath(trips, 2);
    const params = new URLSearchParams(path.split('?')[1]);
    expect(params.get('trip_no')).toBe('2');
    expect(params.get('trip_count')).toBe('2');
    expect(parseLegParams(params)).toEqual({
      adults: 2,
      children: 1,
      from: HL,
      to: NL,
      travel_date: '2030-06-16',
      trip_no: 2,
      trip_count: 2,
      id: 4,
    });
  });
  it('refuses missing or malformed parameters', () => {
    const params = new URLSearchParams(legResultsPath(trips, 1).split('?')[1]);
    params.set('adults', 'x');
    expect(parseLegParams(params)).toBeUndefined();
    expect(parseLegParams(new URLSearchParams())).toBeUndefined();
    for (const day of ['15-06-2030', '2030-06-31', 'soon']) {
      const withDay = new URLSearchParams(legResultsPath(trips, 1).split('?')[1]);
      withDay.set('travel_date', day);
      expect(parseLegParams(withDay), day).toBeUndefined();
    }
  });
});

describe('results heading', () => {
  it('names adults, and children only when there are some, each in the right number (rule site.display-format)', () => {
    expect(resultsHeading(2, 0, '2030-06-15')).toBe('Results for 2 adults on 15 Jun 2030');
    expect(resultsHeading(1, 0, '2030-06-15')).toBe('Results for 1 adult on 15 Jun 2030');
    expect(resultsHeading(2, 1, '2030-06-15')).toBe('Results for 2 adults and 1 child on 15 Jun 2030');
    expect(resultsHeading(1, 2, '2030-06-15')).toBe('Results for 1 adult and 2 children on 15 Jun 2030');
  });
});

describe('operator dates', () => {
  it('turns YYYY-MM-DD into DD-MM-YYYY', () => {
    expect(toDdMmYyyy('2030-06-05')).toBe('05-06-2030');
  });
});

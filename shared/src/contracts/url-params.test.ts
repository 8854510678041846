import {
  amountParam,
  dayParam,
  intParam,
  listParam,
  oneOfParam,
  type ParamShape,
  readCompleteUrlParams,
  readUrlParams,
  textParam,
  withFallback,
} from './url-params';

const read = <S extends ParamShape>(shape: S, query: string) =>
  readUrlParams(shape, new URLSearchParams(query));

describe('URL parameters', () => {
  it('reads whole numbers written in plain digits only', () => {
    const shape = { page: withFallback(intParam(1), 1) };
    expect(read(shape, 'page=3')).toEqual({ page: 3 });
    expect(read(shape, 'page= 4 ')).toEqual({ page: 4 });
    for (const bad of [
      'page=0',
      'page=-1',
      'page=2.5',
      'page=3abc',
      'page=1e3',
      'page=',
      '',
      'page=1&page=2',
    ]) {
      expect(read(shape, bad), bad).toEqual({ page: 1 });
    }
  });

  it('leaves an optional parameter out when it is absent or unreadable', () => {
    const shape = { locationId: intParam(1), guests: intParam() };
    expect(read(shape, 'locationId=7&guests=0')).toEqual({ locationId: 7, guests: 0 });
    expect(read(shape, 'locationId=abc')).toEqual({ locationId: undefined, guests: undefined });
  });

  it('reads a day, cutting an ISO date-time to it', () => {
    const shape = { checkIn: dayParam() };
    expect(read(shape, 'checkIn=2026-12-01')).toEqual({ checkIn: '2026-12-01' });
    expect(read(shape, 'checkIn=2026-12-01T00:00:00.000Z')).toEqual({ checkIn: '2026-12-01' });
    expect(read(shape, 'checkIn=tomorrow')).toEqual({ checkIn: undefined });
  });

  it('reads every value of a repeated parameter', () => {
    const shape = { category: listParam() };
    expect(read(shape, 'category=Deluxe&category=Luxury')).toEqual({ category: ['Deluxe', 'Luxury'] });
    expect(read(shape, 'category=Deluxe')).toEqual({ category: ['Deluxe'] });
    expect(read(shape, '')).toEqual({ category: [] });
  });

  it('reads text trimmed and checked, and one of a list of values', () => {
    const shape = {
      q: withFallback(textParam({ trim: true }), ''),
      name: textParam({ trim: true, minLength: 1 }),
      id: textParam({ pattern: /^[a-z]+$/ }),
      even: textParam({ check: (text) => text.length % 2 === 0 }),
      tab: withFallback(oneOfParam(['rooms', 'rules'] as const), 'rooms'),
    };
    expect(read(shape, 'q= reef &name=Havelock&id=abc&even=ab&tab=rules')).toEqual({
      q: 'reef',
      name: 'Havelock',
      id: 'abc',
      even: 'ab',
      tab: 'rules',
    });
    expect(read(shape, 'q=a&q=b&name=%20&id=ab1&even=abc&tab=Rules')).toEqual({
      q: '',
      name: undefined,
      id: undefined,
      even: undefined,
      tab: 'rooms',
    });
  });

  it('reads amounts that are not negative, with an optional pattern', () => {
    const shape = { price: amountParam(), rupees: amountParam(/^\d{1,9}(\.\d{1,2})?$/) };
    expect(read(shape, 'price= 12.5 &rupees=99.95')).toEqual({ price: 12.5, rupees: 99.95 });
    expect(read(shape, 'price=-1&rupees=1.234')).toEqual({ price: undefined, rupees: undefined });
    expect(read(shape, 'price=abc&rupees=')).toEqual({ price: undefined, rupees: undefined });
    expect(read(shape, 'price=Infinity')).toEqual({ price: undefined, rupees: undefined });
  });

  it('gives undefined for an incomplete address read whole', () => {
    const shape = { id: intParam(1), name: textParam({ minLength: 1 }) };
    expect(readCompleteUrlParams(shape, new URLSearchParams('id=2&name=Reef'))).toEqual({
      id: 2,
      name: 'Reef',
    });
    expect(readCompleteUrlParams(shape, new URLSearchParams('id=2'))).toBeUndefined();
    expect(readCompleteUrlParams(shape, new URLSearchParams('id=x&name=Reef'))).toBeUndefined();
  });

  it('refuses a whole address its check refuses', () => {
    const shape = { tripNo: intParam(1), tripCount: intParam(1) };
    const check = ({ tripNo, tripCount }: { tripNo: number; tripCount: number }) => tripNo <= tripCount;
    expect(readCompleteUrlParams(shape, new URLSearchParams('tripNo=1&tripCount=2'), check)).toEqual({
      tripNo: 1,
      tripCount: 2,
    });
    expect(readCompleteUrlParams(shape, new URLSearchParams('tripNo=3&tripCount=2'), check)).toBeUndefined();
  });

  it("reads react-router's route parameters too", () => {
    const shape = { hotelId: intParam(1) };
    expect(readUrlParams(shape, { hotelId: '12' })).toEqual({ hotelId: 12 });
    expect(readUrlParams(shape, { hotelId: undefined })).toEqual({ hotelId: undefined });
  });

  it('reads only the fields of its shape', () => {
    expect(read({ page: intParam(1) }, 'page=2&other=x')).toEqual({ page: 2 });
  });
});

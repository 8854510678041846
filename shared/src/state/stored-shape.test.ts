import {
  arrayOf,
  type Guarded,
  isBoolean,
  isInt,
  isNumber,
  isRecord,
  isText,
  nullable,
  objectOf,
  oneOf,
  recordOf,
} from './stored-shape';

describe('stored-shape guards', () => {
  it('tell plain values apart', () => {
    expect([isRecord({}), isRecord([]), isRecord(null)]).toEqual([true, false, false]);
    expect([isText(''), isText(1)]).toEqual([true, false]);
    expect([isNumber(1.5), isNumber(Number.NaN), isNumber(Number.POSITIVE_INFINITY), isNumber('1')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([isBoolean(false), isBoolean(0)]).toEqual([true, false]);
    expect([isInt(1)(1), isInt(1)(0), isInt()(1.5), isInt()(-3)]).toEqual([true, false, false, true]);
    expect([oneOf('a', 'b')('b'), oneOf('a', 'b')('c')]).toEqual([true, false]);
  });

  it('check arrays (with a maximum length), records and nullables item by item', () => {
    const twoNumbers = arrayOf(isNumber, 2);
    expect([twoNumbers([]), twoNumbers([1, 2]), twoNumbers([1, 2, 3]), twoNumbers([1, 'x'])]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([recordOf(isText)({ a: 'x' }), recordOf(isText)({ a: 1 }), recordOf(isText)([])]).toEqual([
      true,
      false,
      false,
    ]);
    expect([nullable(isText)(null), nullable(isText)(undefined)]).toEqual([true, false]);
  });

  it('check an object by its keys: required ones present, optional ones absent or right, others ignored', () => {
    const isSeat = objectOf({ id: isText, row: isInt(1) }, { hold: isText });
    const seat: Guarded<typeof isSeat> = { id: '3B', row: 3 };
    expect(isSeat(seat)).toBe(true);
    expect(isSeat({ ...seat, hold: 'h-1', extra: true })).toBe(true);
    expect(isSeat({ ...seat, hold: 1 })).toBe(false);
    expect(isSeat({ id: '3B' })).toBe(false);
    expect(isSeat({ id: '3B', row: 0 })).toBe(false);
    expect(isSeat('3B')).toBe(false);
  });
});

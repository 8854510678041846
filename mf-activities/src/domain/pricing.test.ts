import { activityTotal, activityUnitPrice, clampParticipants, PARTICIPANT_LIMITS } from './pricing';

describe('activityUnitPrice (offer price if above 0, else starter price)', () => {
  it('takes the offer price when it is above 0', () => {
    expect(activityUnitPrice({ starterPrice: 4500, offerPrice: 3900 })).toBe(3900);
  });
  it.each([0, null, undefined])('takes the starter price when the offer is %s', (offerPrice) => {
    expect(activityUnitPrice({ starterPrice: 1200, offerPrice })).toBe(1200);
  });
});

describe('activityTotal', () => {
  it('is the unit price times the participants', () => {
    expect(activityTotal(3900, 1)).toBe(3900);
    expect(activityTotal(3900, 3)).toBe(11700);
  });
});

describe('clampParticipants', () => {
  it('never goes below 1', () => {
    expect(clampParticipants(0)).toBe(1);
    expect(clampParticipants(-4)).toBe(1);
    expect(clampParticipants(Number.NaN)).toBe(1);
  });
  it('keeps whole counts inside the limits', () => {
    expect(clampParticipants(2.7)).toBe(2);
    expect(clampParticipants(7)).toBe(7);
    expect(clampParticipants(500)).toBe(PARTICIPANT_LIMITS.max);
  });
});

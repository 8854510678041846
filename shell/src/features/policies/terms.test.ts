import { countsAsFerryAdult, packageAdvance, packageBalance, TERMS_SECTIONS } from './terms';

describe('terms rules', () => {
  it('confirms a package with a 50% advance and the rest before arrival', () => {
    expect(packageAdvance(21000)).toBe(10500);
    expect(packageBalance(21000)).toBe(10500);
    expect(packageAdvance(10501) + packageBalance(10501)).toBe(10501);
  });

  it('counts a child above 1 year as an adult for ferries', () => {
    expect(countsAsFerryAdult(0)).toBe(false);
    expect(countsAsFerryAdult(1)).toBe(false);
    expect(countsAsFerryAdult(2)).toBe(true);
  });

  it('states every rule of the terms (rule policies.terms.infants and beside it)', () => {
    const text = TERMS_SECTIONS.flatMap((section) => section.rules).join(' ');
    for (const fragment of [
      'Children under 1 year are not charged, except for entry tickets and ferry charges',
      'Children above 5 years are charged at the extra person rate',
      'a child above 1 year counts as an adult',
      'at most 3 adults, with one extra mattress',
      'check-out time is 8:00 AM',
      '50% advance',
      '24 hours before arrival',
      'Breakfast is not included on the day of arrival',
    ]) {
      expect(text).toContain(fragment);
    }
  });
});

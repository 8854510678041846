import {
  DEFAULT_NATIONALITY,
  findNationality,
  isIndianNational,
  NATIONALITIES,
  NATIONALITY_VALUES,
  nationalityLabel,
  nationalityOptions,
} from './nationalities';

describe('nationality list', () => {
  it('has about 190 entries', () => {
    expect(NATIONALITIES.length).toBeGreaterThanOrEqual(185);
    expect(NATIONALITIES.length).toBeLessThanOrEqual(200);
  });

  it('starts with India-Indian, the default', () => {
    expect(NATIONALITY_VALUES[0]).toBe('India-Indian');
    expect(DEFAULT_NATIONALITY).toBe('India-Indian');
    expect(nationalityOptions[0]).toEqual({ value: 'India-Indian', label: 'Indian' });
  });

  it('lists the rest alphabetically by country', () => {
    const countries = NATIONALITIES.slice(1).map((entry) => entry.country);
    const collator = new Intl.Collator('en');
    expect(countries).toEqual([...countries].sort(collator.compare));
    expect(countries).not.toContain('India');
  });

  it('has unique values, countries and labels', () => {
    expect(new Set(NATIONALITY_VALUES).size).toBe(NATIONALITY_VALUES.length);
    expect(new Set(NATIONALITIES.map((entry) => entry.country)).size).toBe(NATIONALITIES.length);
    expect(new Set(nationalityOptions.map((option) => option.label)).size).toBe(nationalityOptions.length);
  });

  it('has no spaces in country names and nothing blank', () => {
    for (const { country, nationality } of NATIONALITIES) {
      expect(country).toMatch(/^[A-Za-z][A-Za-z-]*[A-Za-z]$/);
      expect(nationality.trim()).not.toBe('');
      expect(nationality).toBe(nationality.trim());
    }
  });

  it('writes multi-word countries without spaces', () => {
    for (const value of [
      'CostaRica-Costa Rican',
      'UnitedKingdom-British',
      'UnitedStates-American',
      'SouthAfrica-South African',
    ]) {
      expect(NATIONALITY_VALUES).toContain(value);
    }
  });

  it('derives the values from the entries', () => {
    NATIONALITIES.forEach((entry, index) => {
      expect(NATIONALITY_VALUES[index]).toBe(`${entry.country}-${entry.nationality}`);
    });
  });
});

describe('nationalityLabel', () => {
  it.each([
    ['India-Indian', 'Indian'],
    ['Vanuatu-Ni-Vanuatu', 'Ni-Vanuatu'],
    ['Timor-Leste-Timorese', 'Timorese'],
    ['Guinea-Bissau-Bissau-Guinean', 'Bissau-Guinean'],
    ['Kiribati-I-Kiribati', 'I-Kiribati'],
    ['UnitedKingdom-British', 'British'],
    ['CostaRica-Costa Rican', 'Costa Rican'],
  ])('%s → %s', (value, label) => {
    expect(nationalityLabel(value)).toBe(label);
  });

  it('copes with values outside the list', () => {
    expect(nationalityLabel('Atlantis-Atlantean')).toBe('Atlantean');
    expect(nationalityLabel('Indian')).toBe('Indian');
    expect(nationalityLabel('')).toBe('');
  });

  it('gives every option the label of its value', () => {
    for (const option of nationalityOptions) expect(nationalityLabel(option.value)).toBe(option.label);
  });
});

describe('isIndianNational', () => {
  it('is true for India-Indian (or a bare "Indian") only', () => {
    expect(isIndianNational('India-Indian')).toBe(true);
    expect(isIndianNational(' India-Indian ')).toBe(true);
    expect(isIndianNational('Indian')).toBe(true);
    expect(isIndianNational('UnitedKingdom-British')).toBe(false);
    expect(isIndianNational('Guinea-Bissau-Bissau-Guinean')).toBe(false);
    expect(isIndianNational('')).toBe(false);
  });
});

describe('findNationality', () => {
  it('finds hyphenated entries by value', () => {
    expect(findNationality('Guinea-Bissau-Bissau-Guinean')).toEqual({
      country: 'Guinea-Bissau',
      nationality: 'Bissau-Guinean',
    });
    expect(findNationality('Guinea-Guinean')).toEqual({ country: 'Guinea', nationality: 'Guinean' });
    expect(findNationality('Nowhere-None')).toBeUndefined();
  });
});

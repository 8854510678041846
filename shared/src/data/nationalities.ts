/**
 * The nationality list (rule nationalities.list), shared by every guest and passenger form. A value is
 * `Country-Nationality` (`'India-Indian'`); country names have no spaces (`UnitedKingdom`) but may contain
 * hyphens (`Timor-Leste`), and so may nationalities (`Ni-Vanuatu`, `Bissau-Guinean`), so a value cannot be
 * split on a hyphen. The list is therefore kept as structured entries and the values derived from them.
 *
 * Two pairs of countries share a demonym (the Congos, Dominica and the Dominican Republic); their labels
 * carry the country in brackets so that a select never shows the same text twice.
 */

/** One entry: the country (no spaces) and its nationality as shown to the visitor. */
export type NationalityEntry = {
  /** Country name without spaces, e.g. `UnitedKingdom`, `Timor-Leste`. */
  readonly country: string;
  /** Nationality shown to the visitor, e.g. `British`, `Ni-Vanuatu`. */
  readonly nationality: string;
};

/** All entries: India first, then alphabetical by country. */
export const NATIONALITIES: readonly NationalityEntry[] = Object.freeze([
  { country: 'India', nationality: 'Indian' },
  { country: 'Afghanistan', nationality: 'Afghan' },
  { country: 'Albania', nationality: 'Albanian' },
  { country: 'Algeria', nationality: 'Algerian' },
  { country: 'Andorra', nationality: 'Andorran' },
  { country: 'Angola', nationality: 'Angolan' },
  { country: 'AntiguaAndBarbuda', nationality: 'Antiguan' },
  { country: 'Argentina', nationality: 'Argentine' },
  { country: 'Armenia', nationality: 'Armenian' },
  { country: 'Australia', nationality: 'Australian' },
  { country: 'Austria', nationality: 'Austrian' },
  { country: 'Azerbaijan', nationality: 'Azerbaijani' },
  { country: 'Bahamas', nationality: 'Bahamian' },
  { country: 'Bahrain', nationality: 'Bahraini' },
  { country: 'Bangladesh', nationality: 'Bangladeshi' },
  { country: 'Barbados', nationality: 'Barbadian' },
  { country: 'Belarus', nationality: 'Belarusian' },
  { country: 'Belgium', nationality: 'Belgian' },
  { country: 'Belize', nationality: 'Belizean' },
  { country: 'Benin', nationality: 'Beninese' },
  { country: 'Bhutan', nationality: 'Bhutanese' },
  { country: 'Bolivia', nationality: 'Bolivian' },
  { country: 'BosniaAndHerzegovina', nationality: 'Bosnian' },
  { country: 'Botswana', nationality: 'Motswana' },
  { country: 'Brazil', nationality: 'Brazilian' },
  { country: 'Brunei', nationality: 'Bruneian' },
  { country: 'Bulgaria', nationality: 'Bulgarian' },
  { country: 'BurkinaFaso', nationality: 'Burkinabe' },
  { country: 'Burundi', nationality: 'Burundian' },
  { country: 'CaboVerde', nationality: 'Cape Verdean' },
  { country: 'Cambodia', nationality: 'Cambodian' },
  { country: 'Cameroon', nationality: 'Cameroonian' },
  { country: 'Canada', nationality: 'Canadian' },
  { country: 'CentralAfricanRepublic', nationality: 'Central African' },
  { country: 'Chad', nationality: 'Chadian' },
  { country: 'Chile', nationality: 'Chilean' },
  { country: 'China', nationality: 'Chinese' },
  { country: 'Colombia', nationality: 'Colombian' },
  { country: 'Comoros', nationality: 'Comorian' },
  { country: 'Congo', nationality: 'Congolese (Congo)' },
  { country: 'CostaRica', nationality: 'Costa Rican' },
  { country: 'CoteDIvoire', nationality: 'Ivorian' },
  { country: 'Croatia', nationality: 'Croatian' },
  { country: 'Cuba', nationality: 'Cuban' },
  { country: 'Cyprus', nationality: 'Cypriot' },
  { country: 'Czechia', nationality: 'Czech' },
  { country: 'DemocraticRepublicOfTheCongo', nationality: 'Congolese (DRC)' },
  { country: 'Denmark', nationality: 'Danish' },
  { country: 'Djibouti', nationality: 'Djiboutian' },
  { country: 'Dominica', nationality: 'Dominican (Dominica)' },
  { country: 'DominicanRepublic', nationality: 'Dominican (Dominican Republic)' },
  { country: 'Ecuador', nationality: 'Ecuadorian' },
  { country: 'Egypt', nationality: 'Egyptian' },
  { country: 'ElSalvador', nationality: 'Salvadoran' },
  { country: 'EquatorialGuinea', nationality: 'Equatorial Guinean' },
  { country: 'Eritrea', nationality: 'Eritrean' },
  { country: 'Estonia', nationality: 'Estonian' },
  { country: 'Eswatini', nationality: 'Swazi' },
  { country: 'Ethiopia', nationality: 'Ethiopian' },
  { country: 'Fiji', nationality: 'Fijian' },
  { country: 'Finland', nationality: 'Finnish' },
  { country: 'France', nationality: 'French' },
  { country: 'Gabon', nationality: 'Gabonese' },
  { country: 'Gambia', nationality: 'Gambian' },
  { country: 'Georgia', nationality: 'Georgian' },
  { country: 'Germany', nationality: 'German' },
  { country: 'Ghana', nationality: 'Ghanaian' },
  { country: 'Greece', nationality: 'Greek' },
  { country: 'Grenada', nationality: 'Grenadian' },
  { country: 'Guatemala', nationality: 'Guatemalan' },
  { country: 'Guinea', nationality: 'Guinean' },
  { country: 'Guinea-Bissau', nationality: 'Bissau-Guinean' },
  { country: 'Guyana', nationality: 'Guyanese' },
  { country: 'Haiti', nationality: 'Haitian' },
  { country: 'Honduras', nationality: 'Honduran' },
  { country: 'Hungary', nationality: 'Hungarian' },
  { country: 'Iceland', nationality: 'Icelandic' },
  { country: 'Indonesia', nationality: 'Indonesian' },
  { country: 'Iran', nationality: 'Iranian' },
  { country: 'Iraq', nationality: 'Iraqi' },
  { country: 'Ireland', nationality: 'Irish' },
  { country: 'Israel', nationality: 'Israeli' },
  { country: 'Italy', nationality: 'Italian' },
  { country: 'Jamaica', nationality: 'Jamaican' },
  { country: 'Japan', nationality: 'Japanese' },
  { country: 'Jordan', nationality: 'Jordanian' },
  { country: 'Kazakhstan', nationality: 'Kazakhstani' },
  { country: 'Kenya', nationality: 'Kenyan' },
  { country: 'Kiribati', nationality: 'I-Kiribati' },
  { country: 'Kuwait', nationality: 'Kuwaiti' },
  { country: 'Kyrgyzstan', nationality: 'Kyrgyzstani' },
  { country: 'Laos', nationality: 'Lao' },
  { country: 'Latvia', nationality: 'Latvian' },
  { country: 'Lebanon', nationality: 'Lebanese' },
  { country: 'Lesotho', nationality: 'Mosotho' },
  { country: 'Liberia', nationality: 'Liberian' },
  { country: 'Libya', nationality: 'Libyan' },
  { country: 'Liechtenstein', nationality: 'Liechtensteiner' },
  { country: 'Lithuania', nationality: 'Lithuanian' },
  { country: 'Luxembourg', nationality: 'Luxembourgish' },
  { country: 'Madagascar', nationality: 'Malagasy' },
  { country: 'Malawi', nationality: 'Malawian' },
  { country: 'Malaysia', nationality: 'Malaysian' },
  { country: 'Maldives', nationality: 'Maldivian' },
  { country: 'Mali', nationality: 'Malian' },
  { country: 'Malta', nationality: 'Maltese' },
  { country: 'MarshallIslands', nationality: 'Marshallese' },
  { country: 'Mauritania', nationality: 'Mauritanian' },
  { country: 'Mauritius', nationality: 'Mauritian' },
  { country: 'Mexico', nationality: 'Mexican' },
  { country: 'Micronesia', nationality: 'Micronesian' },
  { country: 'Moldova', nationality: 'Moldovan' },
  { country: 'Monaco', nationality: 'Monegasque' },
  { country: 'Mongolia', nationality: 'Mongolian' },
  { country: 'Montenegro', nationality: 'Montenegrin' },
  { country: 'Morocco', nationality: 'Moroccan' },
  { country: 'Mozambique', nationality: 'Mozambican' },
  { country: 'Myanmar', nationality: 'Burmese' },
  { country: 'Namibia', nationality: 'Namibian' },
  { country: 'Nauru', nationality: 'Nauruan' },
  { country: 'Nepal', nationality: 'Nepali' },
  { country: 'Netherlands', nationality: 'Dutch' },
  { country: 'NewZealand', nationality: 'New Zealander' },
  { country: 'Nicaragua', nationality: 'Nicaraguan' },
  { country: 'Niger', nationality: 'Nigerien' },
  { country: 'Nigeria', nationality: 'Nigerian' },
  { country: 'NorthKorea', nationality: 'North Korean' },
  { country: 'NorthMacedonia', nationality: 'Macedonian' },
  { country: 'Norway', nationality: 'Norwegian' },
  { country: 'Oman', nationality: 'Omani' },
  { country: 'Pakistan', nationality: 'Pakistani' },
  { country: 'Palau', nationality: 'Palauan' },
  { country: 'Palestine', nationality: 'Palestinian' },
  { country: 'Panama', nationality: 'Panamanian' },
  { country: 'PapuaNewGuinea', nationality: 'Papua New Guinean' },
  { country: 'Paraguay', nationality: 'Paraguayan' },
  { country: 'Peru', nationality: 'Peruvian' },
  { country: 'Philippines', nationality: 'Filipino' },
  { country: 'Poland', nationality: 'Polish' },
  { country: 'Portugal', nationality: 'Portuguese' },
  { country: 'Qatar', nationality: 'Qatari' },
  { country: 'Romania', nationality: 'Romanian' },
  { country: 'Russia', nationality: 'Russian' },
  { country: 'Rwanda', nationality: 'Rwandan' },
  { country: 'SaintKittsAndNevis', nationality: 'Kittitian' },
  { country: 'SaintLucia', nationality: 'Saint Lucian' },
  { country: 'SaintVincentAndTheGrenadines', nationality: 'Vincentian' },
  { country: 'Samoa', nationality: 'Samoan' },
  { country: 'SanMarino', nationality: 'Sammarinese' },
  { country: 'SaoTomeAndPrincipe', nationality: 'Santomean' },
  { country: 'SaudiArabia', nationality: 'Saudi' },
  { country: 'Senegal', nationality: 'Senegalese' },
  { country: 'Serbia', nationality: 'Serbian' },
  { country: 'Seychelles', nationality: 'Seychellois' },
  { country: 'SierraLeone', nationality: 'Sierra Leonean' },
  { country: 'Singapore', nationality: 'Singaporean' },
  { country: 'Slovakia', nationality: 'Slovak' },
  { country: 'Slovenia', nationality: 'Slovenian' },
  { country: 'SolomonIslands', nationality: 'Solomon Islander' },
  { country: 'Somalia', nationality: 'Somali' },
  { country: 'SouthAfrica', nationality: 'South African' },
  { country: 'SouthKorea', nationality: 'South Korean' },
  { country: 'SouthSudan', nationality: 'South Sudanese' },
  { country: 'Spain', nationality: 'Spanish' },
  { country: 'SriLanka', nationality: 'Sri Lankan' },
  { country: 'Sudan', nationality: 'Sudanese' },
  { country: 'Suriname', nationality: 'Surinamese' },
  { country: 'Sweden', nationality: 'Swedish' },
  { country: 'Switzerland', nationality: 'Swiss' },
  { country: 'Syria', nationality: 'Syrian' },
  { country: 'Taiwan', nationality: 'Taiwanese' },
  { country: 'Tajikistan', nationality: 'Tajik' },
  { country: 'Tanzania', nationality: 'Tanzanian' },
  { country: 'Thailand', nationality: 'Thai' },
  { country: 'Timor-Leste', nationality: 'Timorese' },
  { country: 'Togo', nationality: 'Togolese' },
  { country: 'Tonga', nationality: 'Tongan' },
  { country: 'TrinidadAndTobago', nationality: 'Trinidadian' },
  { country: 'Tunisia', nationality: 'Tunisian' },
  { country: 'Turkey', nationality: 'Turkish' },
  { country: 'Turkmenistan', nationality: 'Turkmen' },
  { country: 'Tuvalu', nationality: 'Tuvaluan' },
  { country: 'Uganda', nationality: 'Ugandan' },
  { country: 'Ukraine', nationality: 'Ukrainian' },
  { country: 'UnitedArabEmirates', nationality: 'Emirati' },
  { country: 'UnitedKingdom', nationality: 'British' },
  { country: 'UnitedStates', nationality: 'American' },
  { country: 'Uruguay', nationality: 'Uruguayan' },
  { country: 'Uzbekistan', nationality: 'Uzbek' },
  { country: 'Vanuatu', nationality: 'Ni-Vanuatu' },
  { country: 'Venezuela', nationality: 'Venezuelan' },
  { country: 'Vietnam', nationality: 'Vietnamese' },
  { country: 'Yemen', nationality: 'Yemeni' },
  { country: 'Zambia', nationality: 'Zambian' },
  { country: 'Zimbabwe', nationality: 'Zimbabwean' },
]);

/** The stored value of an entry: `Country-Nationality`. */
export function nationalityValue(entry: NationalityEntry): string {
  return `${entry.country}-${entry.nationality}`;
}

/** Every value, in list order. */
export const NATIONALITY_VALUES: readonly string[] = Object.freeze(NATIONALITIES.map(nationalityValue));

/** Nationality of a new guest or passenger (rule nationalities.default). */
export const DEFAULT_NATIONALITY = 'India-Indian';

const entriesByValue = new Map(NATIONALITIES.map((entry) => [nationalityValue(entry), entry]));

/** The entry of a value from the list, or `undefined` for any other string. */
export function findNationality(value: string): NationalityEntry | undefined {
  return entriesByValue.get(value.trim());
}

/**
 * The nationality part of a value, for display: `'Vanuatu-Ni-Vanuatu'` → `'Ni-Vanuatu'`,
 * `'Timor-Leste-Timorese'` → `'Timorese'`. A value outside the list (older data) shows what follows its first
 * hyphen, or the value itself when it has none.
 */
export function nationalityLabel(value: string): string {
  const entry = findNationality(value);
  if (entry) return entry.nationality;
  const trimmed = value.trim();
  const hyphen = trimmed.indexOf('-');
  return hyphen === -1 ? trimmed : trimmed.slice(hyphen + 1);
}

/** Whether a value means an Indian national (no passport fields needed, rule nationalities.indian). */
export function isIndianNational(value: string): boolean {
  return value.trim() === DEFAULT_NATIONALITY || nationalityLabel(value) === 'Indian';
}

/** Option of a nationality select. */
export type NationalityOption = {
  /** Stored value, `Country-Nationality`. */
  readonly value: string;
  /** Text shown, the nationality. */
  readonly label: string;
};

/** Options for a nationality select, in list order (India first). */
export const nationalityOptions: readonly NationalityOption[] = Object.freeze(
  NATIONALITIES.map((entry) => Object.freeze({ value: nationalityValue(entry), label: entry.nationality })),
);

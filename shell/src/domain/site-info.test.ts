import { MAIN_NAVIGATION, telephoneFromCallLink } from './site-info';

describe('telephoneFromCallLink', () => {
  it('reads the number of a tel: link', () => {
    expect(telephoneFromCallLink('tel:+919876543210')).toBe('+919876543210');
    expect(telephoneFromCallLink('TEL:+91%2098765%2043210')).toBe('+91 98765 43210');
  });

  it('ignores other links', () => {
    expect(telephoneFromCallLink('https://wa.me/919876543210')).toBeUndefined();
    expect(telephoneFromCallLink('tel:')).toBeUndefined();
  });
});

describe('MAIN_NAVIGATION', () => {
  it('lists the site sections in order, holiday packages at /itinerary', () => {
    expect(MAIN_NAVIGATION.map((link) => link.label)).toEqual([
      'Home',
      'Ferry',
      'Hotels',
      'Activities',
      'Holiday packages',
      'Blog',
      'About',
      'Contact',
    ]);
    expect(MAIN_NAVIGATION.find((link) => link.label === 'Holiday packages')?.to).toBe('/itinerary');
  });
});

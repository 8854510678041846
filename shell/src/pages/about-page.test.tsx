import { screen } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import { ABOUT_TITLE, AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has the title, description, heading, places and the Book A Ferry link', () => {
    const { container } = renderRoute(<AboutPage />, { path: '/about' });
    expect(document.title).toBe('About Us | Trusted Andaman Ferry Ticket Booking Service');
    expect(ABOUT_TITLE).toBe(document.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us.' })).toBeInTheDocument();
    const text = container.textContent ?? '';
    for (const place of [
      'Port Blair',
      'Havelock',
      'Neil Island',
      'Ross Island',
      'North Bay',
      'Elephant Beach',
    ]) {
      expect(text).toContain(place);
    }
    expect(screen.getByRole('link', { name: 'Book A Ferry' })).toHaveAttribute('href', '/');
  });
});

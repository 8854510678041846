import { render, screen } from '@testing-library/react';
import { normaliseRating, StarRating } from './star-rating';

describe('StarRating', () => {
  it('is announced as "Rated N out of 5"', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('supports half stars and can print the value', () => {
    render(<StarRating value={3.5} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toHaveTextContent('3.5');
  });

  it('cannot be changed by the visitor', () => {
    render(<StarRating value={2} />);
    for (const star of screen.getAllByRole('radio', { hidden: true })) {
      expect(star).toHaveAttribute('tabindex', '-1');
    }
  });
});

describe('normaliseRating', () => {
  it('clamps to 0–5 and rounds to half stars', () => {
    expect(normaliseRating(7)).toBe(5);
    expect(normaliseRating(-1)).toBe(0);
    expect(normaliseRating(4.26)).toBe(4.5);
    expect(normaliseRating(4.2)).toBe(4);
    expect(normaliseRating(Number.NaN)).toBe(0);
  });
});

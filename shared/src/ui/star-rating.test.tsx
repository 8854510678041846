import { render, screen } from '@testing-library/react';
import { normaliseRating, StarRating, starFill } from './star-rating';

describe('StarRating', () => {
  it('is announced as "Rated N out of 5"', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('supports half stars and can print the value', () => {
    render(<StarRating value={3.5} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toHaveTextContent('3.5');
  });

  it('holds no control a visitor could focus or change (it may sit inside a card link)', () => {
    const { container } = render(<StarRating value={2} />);
    expect(container.querySelectorAll('[tabindex], button, input, [role="radio"]')).toHaveLength(0);
  });

  it('draws full, half and empty stars for the rating', () => {
    const { container } = render(<StarRating value={3.5} />);
    const fills = [...container.querySelectorAll('[data-fill]')].map((star) =>
      star.getAttribute('data-fill'),
    );
    expect(fills).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });
});

describe('starFill', () => {
  it('fills whole stars up to the rating and a half star for a .5', () => {
    expect([0, 1, 2, 3, 4].map((index) => starFill(2.5, index))).toEqual([
      'full',
      'full',
      'half',
      'empty',
      'empty',
    ]);
    expect(starFill(5, 4)).toBe('full');
    expect(starFill(0, 0)).toBe('empty');
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

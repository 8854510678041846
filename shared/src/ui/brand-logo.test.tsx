import { render, screen } from '@testing-library/react';
import { BRAND_NAME, BrandLogo } from './brand-logo';

describe('BrandLogo', () => {
  it('is an image named after the business', () => {
    render(<BrandLogo />);
    expect(screen.getByRole('img', { name: BRAND_NAME })).toHaveAttribute('height', '40');
  });

  it('keeps the mark square and can be decorative', () => {
    const { container } = render(<BrandLogo variant="mark" height={32} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('width', '32');
  });
});

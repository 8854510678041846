import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';

const PIPELINE = 'http://localhost:4000/api/images/hotels/aberdeen-bazaar-inn-banner.0123456789ab.webp';

describe('ResponsiveImage', () => {
  it('offers a pipeline picture as AVIF and WebP at every width, with sizes, width and height', () => {
    const { container } = render(
      <ResponsiveImage src={PIPELINE} alt="Aberdeen Bazaar Inn" width={400} height={240} sizes="400px" />,
    );
    const avif = container.querySelector('picture > source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toContain('aberdeen-bazaar-inn-banner.0123456789ab-800.avif 800w');
    expect(avif?.getAttribute('sizes')).toBe('400px');
    const image = screen.getByRole('img', { name: 'Aberdeen Bazaar Inn' });
    expect(image.getAttribute('srcset')).toContain('-400.webp 400w');
    expect(image).toHaveAttribute('src', PIPELINE);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '240');
  });

  it('loads lazily unless it is the main picture, which is fetched first', () => {
    render(<ResponsiveImage src={PIPELINE} alt="card" width={400} height={240} sizes="400px" />);
    expect(screen.getByRole('img', { name: 'card' })).toHaveAttribute('loading', 'lazy');
    render(<ResponsiveImage src={PIPELINE} alt="hero" width={1200} height={400} sizes="100vw" priority />);
    const hero = screen.getByRole('img', { name: 'hero' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows any other picture as it is', () => {
    const { container } = render(
      <ResponsiveImage
        src="https://blog.example/wp-content/a.jpg"
        alt=""
        width={400}
        height={210}
        sizes="400px"
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect(image?.getAttribute('srcset')).toBeNull();
    expect(image?.getAttribute('sizes')).toBeNull();
  });
});

import { FIRST_VIEW_OF_ATTRIBUTE, firstViewFile } from '@andaman/shared/remote-contract';
import { describe, expect, it } from 'vitest';
import { firstViewHtml } from './first-views.mjs';

describe('a remote first view', () => {
  it('is the page markup in an inert root marked with its path, its CSS first, without hoisted metadata', () => {
    const rendered =
      '<title>Hotels</title><meta name="description" content="x"/><div class="hero">Hotels</div>';
    expect(firstViewHtml('/hotels', rendered, '.hero{color:red}', FIRST_VIEW_OF_ATTRIBUTE)).toBe(
      '<div data-first-view-of="/hotels" inert><style>.hero{color:red}</style><div class="hero">Hotels</div></div>',
    );
    expect(firstViewHtml('/blog', '<p>Blog</p>', '', FIRST_VIEW_OF_ATTRIBUTE)).toBe(
      '<div data-first-view-of="/blog" inert><p>Blog</p></div>',
    );
  });

  it('is written where the contract says the serving layer finds it', () => {
    expect(firstViewFile('/hotels')).toBe('hotels.html');
    expect(firstViewFile('/hotels/checkout')).toBe('hotels/checkout.html');
  });
});

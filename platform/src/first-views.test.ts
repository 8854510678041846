import {
  FIRST_VIEW_OF_ATTRIBUTE,
  FIRST_VIEW_STATE_ATTRIBUTE,
  firstViewFile,
} from '@andaman/shared/remote-contract';
import { describe, expect, it } from 'vitest';
import { firstViewHtml } from './first-view/first-view-html';

describe('a remote first view', () => {
  it('is the page markup in an inert root marked with its path, its CSS first, without hoisted metadata', () => {
    const rendered =
      '<title>Hotels</title><meta name="description" content="x"/><div class="hero">Hotels</div>';
    expect(firstViewHtml('/hotels', rendered, '.hero{color:red}')).toBe(
      `<div ${FIRST_VIEW_OF_ATTRIBUTE}="/hotels" inert><style>.hero{color:red}</style><div class="hero">Hotels</div></div>`,
    );
    expect(firstViewHtml('/blog', '<p>Blog</p>', '')).toBe(
      '<div data-first-view-of="/blog" inert><p>Blog</p></div>',
    );
  });

  it('carries the data it was rendered with as a JSON script no text in the data can close', () => {
    const state = { queries: [{ queryKey: ['hotel', 1], state: { data: { name: '</script><b>Inn' } } }] };
    const html = firstViewHtml('/hotels/:hotelId', '<h1>Inn</h1>', '', state);
    const script = new RegExp(
      `<script type="application/json" ${FIRST_VIEW_STATE_ATTRIBUTE}>(.*?)</script></div>$`,
    );
    const json = script.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json ?? '')).toEqual(state);
    expect(html.startsWith('<div data-first-view-of="/hotels/:hotelId" inert><h1>Inn</h1>')).toBe(true);
  });

  it('is written where the contract says the serving layer finds it', () => {
    expect(firstViewFile('/hotels')).toBe('hotels.html');
    expect(firstViewFile('/hotels/checkout')).toBe('hotels/checkout.html');
  });
});

import {
  FIRST_VIEW_OF_ATTRIBUTE,
  FIRST_VIEW_STATE_ATTRIBUTE,
  firstViewFile,
} from '@andaman/shared/remote-contract';
import { REMOTE_ROOT_ATTRIBUTE, REMOTE_ROOT_LOCATION_ATTRIBUTE } from '@andaman/shared/remote-root';
import { describe, expect, it } from 'vitest';
import { firstViewHtml } from './first-view/first-view-html';
import { splitMetadata } from './prerender-html.mjs';

describe('a remote first view', () => {
  it('is the page markup in the root the browser hydrates, marked with its path and address, its CSS first, without hoisted metadata', () => {
    const rendered =
      '<title>Hotels</title><meta name="description" content="x"/><div class="hero">Hotels</div>';
    expect(firstViewHtml('/hotels', '/hotels', rendered, '.hero{color:red}')).toBe(
      `<div ${FIRST_VIEW_OF_ATTRIBUTE}="/hotels"><style>.hero{color:red}</style>` +
        `<div ${REMOTE_ROOT_ATTRIBUTE} ${REMOTE_ROOT_LOCATION_ATTRIBUTE}="/hotels"><div class="hero">Hotels</div></div></div>`,
    );
    expect(firstViewHtml('/blog/:id', '/blog/4?a="b"&c', '<p>Blog</p>', '')).toBe(
      '<div data-first-view-of="/blog/:id"><div data-remote-root data-rendered-for="/blog/4?a=&quot;b&quot;&amp;c"><p>Blog</p></div></div>',
    );
  });

  it("keeps React's boundary markers with the markup when the hoisted metadata comes before them", () => {
    expect(splitMetadata('<title>Hotels</title><!--$--><meta name="a"/><div>Hotels</div><!--/$-->')).toEqual({
      metadata: '<title>Hotels</title><meta name="a"/>',
      markup: '<!--$--><div>Hotels</div><!--/$-->',
    });
  });

  it('carries the data it was rendered with as a JSON script no text in the data can close', () => {
    const state = { queries: [{ queryKey: ['hotel', 1], state: { data: { name: '</script><b>Inn' } } }] };
    const html = firstViewHtml('/hotels/:hotelId', '/hotels/1', '<h1>Inn</h1>', '', state);
    const script = new RegExp(
      `<script type="application/json" ${FIRST_VIEW_STATE_ATTRIBUTE}>(.*?)</script></div>$`,
    );
    const json = script.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json ?? '')).toEqual(state);
    expect(html).toContain('<div data-remote-root data-rendered-for="/hotels/1"><h1>Inn</h1></div><script');
  });

  it('is written where the contract says the serving layer finds it', () => {
    expect(firstViewFile('/hotels')).toBe('hotels.html');
    expect(firstViewFile('/hotels/checkout')).toBe('hotels/checkout.html');
  });
});

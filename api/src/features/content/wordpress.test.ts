import { describe, expect, it } from 'vitest';
import { escapeAmpersands } from '../../seed/blog';
import { searchTerms, textOf, wpTexturize } from './wordpress';

describe('wpTexturize (what WordPress does to titles, excerpts and content on output)', () => {
  it('turns straight quotes into curly-quote entities', () => {
    expect(wpTexturize("Havelock's Hidden Coves")).toBe('Havelock&#8217;s Hidden Coves');
    expect(wpTexturize('\'Quoted\' and "double"')).toBe('&#8216;Quoted&#8217; and &#8220;double&#8221;');
  });
  it('makes dashes and ellipses', () => {
    expect(wpTexturize('Port Blair - Havelock... and -- more')).toBe(
      'Port Blair &#8211; Havelock&#8230; and &#8212; more',
    );
  });
  it('keeps tags, attribute values and script text as stored', () => {
    const html = `<p class="a'b">It's <script>var s = "x's";</script><a href="javascript:x('y')">it's</a></p>`;
    expect(wpTexturize(html)).toBe(
      `<p class="a'b">It&#8217;s <script>var s = "x's";</script><a href="javascript:x('y')">it&#8217;s</a></p>`,
    );
  });
  it('leaves entities alone', () => {
    expect(wpTexturize('Food &amp; Culture')).toBe('Food &amp; Culture');
  });
});

describe('escapeAmpersands (kses on what an editor saves)', () => {
  it('escapes a bare ampersand and keeps entities', () => {
    expect(escapeAmpersands('Coves & Bays &amp; &#8217; &hellip;')).toBe(
      'Coves &amp; Bays &amp; &#8217; &hellip;',
    );
  });
});

describe('textOf', () => {
  it('drops tags and decodes entities for places without markup', () => {
    expect(textOf('<b>Havelock&#8217;s</b> Coves &amp; Bays')).toBe('Havelock’s Coves & Bays');
  });
});

describe('searchTerms (how WordPress splits a search)', () => {
  it('takes every word, and a quoted phrase as one', () => {
    expect(searchTerms('  ferry   luggage ')).toEqual(['ferry', 'luggage']);
    expect(searchTerms('"light and sound" show')).toEqual(['light and sound', 'show']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

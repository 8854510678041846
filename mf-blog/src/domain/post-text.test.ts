import { decodeEntities, EXCERPT_LENGTH, excerptText, htmlToText } from './post-text';

describe('decodeEntities', () => {
  it('decodes the entities WordPress puts in titles', () => {
    expect(decodeEntities('Port Blair&#8217;s Best Beaches &amp; Bays')).toBe(
      'Port Blair\u2019s Best Beaches & Bays',
    );
    expect(decodeEntities('&#x2019;&hellip;&nbsp;&quot;&lt;b&gt;')).toBe('\u2019\u2026\u00a0"<b>');
  });

  it('leaves unknown or invalid references as they are', () => {
    expect(decodeEntities('&bogus; &#0; &#xD800; & alone')).toBe('&bogus; &#0; &#xD800; & alone');
  });

  it('decodes only once (an escaped entity stays an entity)', () => {
    expect(decodeEntities('&amp;amp;')).toBe('&amp;');
  });
});

describe('htmlToText', () => {
  it('strips markup and decodes entities', () => {
    expect(htmlToText('<p>Sand &amp; <strong>sea</strong></p>\n<p>Sun</p>')).toBe('Sand & sea Sun');
  });

  it('drops the code of scripts and styles, not only their tags', () => {
    expect(htmlToText('Safe<script>alert("x")</script> title<style>p{}</style>')).toBe('Safe title');
    expect(htmlToText('Title <script>window.hacked = true')).toBe('Title');
    expect(htmlToText('<img src=x onerror="alert(1)">Photo')).toBe('Photo');
  });

  it('keeps escaped markup as text', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('is empty for nothing', () => {
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('')).toBe('');
  });
});

describe('excerptText', () => {
  it('keeps a short excerpt whole', () => {
    expect(excerptText('<p>Calm seas from October to May.</p>\n')).toBe('Calm seas from October to May.');
  });

  it('cuts the text, not the markup, to 140 characters and marks the cut', () => {
    const words = 'Radhanagar beach at sunset '.repeat(10);
    const excerpt = excerptText(`<p><em>${words}</em></p>`);
    expect(EXCERPT_LENGTH).toBe(140);
    expect(excerpt.endsWith('\u2026')).toBe(true);
    expect(excerpt.slice(0, -1)).toBe(words.trim().slice(0, 140).trimEnd());
    expect(excerpt).not.toContain('<');
  });

  it('counts a decoded entity as one character', () => {
    const text = `${'a'.repeat(139)}&amp;b`;
    expect(excerptText(text)).toBe(`${'a'.repeat(139)}&\u2026`);
    expect(excerptText(`${'a'.repeat(139)}&amp;`)).toBe(`${'a'.repeat(139)}&`);
  });
});

import { buildPost } from '../../testing/blog-builders';
import { postSeo, shareLinks } from './post-seo';

const SITE = 'https://andaman.example';

describe('postSeo', () => {
  it("takes title, description, canonical and share data from the post's SEO data", () => {
    const post = buildPost({
      yoast_head_json: {
        title: 'Best Time to Visit &#8211; Andaman',
        description: 'Calm seas from October to May.',
        canonical: 'https://andaman.example/blog/best-time',
        og_title: 'Share: Best Time',
        og_description: 'Share description',
        og_image: [{ url: 'https://cdn.example/best.jpg' }],
      },
    });
    expect(postSeo(post, SITE)).toEqual({
      title: 'Best Time to Visit \u2013 Andaman',
      description: 'Calm seas from October to May.',
      canonical: 'https://andaman.example/blog/best-time',
      shareTitle: 'Share: Best Time',
      shareDescription: 'Share description',
      shareImage: 'https://cdn.example/best.jpg',
    });
  });

  it('falls back to the post itself without SEO data', () => {
    const post = buildPost({
      slug: 'neil-island',
      title: { rendered: 'Neil &amp; Havelock' },
      excerpt: { rendered: '<p>Two islands.</p>' },
      yoast_head_json: undefined,
    });
    expect(postSeo(post, SITE)).toEqual({
      title: 'Neil & Havelock',
      description: 'Two islands.',
      canonical: 'https://andaman.example/blog/neil-island',
      shareTitle: 'Neil & Havelock',
      shareDescription: 'Two islands.',
      shareImage: 'https://wordpress.example/neil-island.jpg',
    });
  });

  it('drops markup and scripts from SEO text and refuses javascript: URLs', () => {
    const post = buildPost({
      yoast_head_json: {
        title: '<script>alert(1)</script>Safe',
        canonical: 'javascript:alert(1)',
        og_image: [{ url: 'javascript:alert(1)' }],
      },
      _embedded: {},
    });
    const seo = postSeo(post, SITE);
    expect(seo.title).toBe('Safe');
    expect(seo.canonical).toBe('https://andaman.example/blog/post-101');
    expect(seo.shareImage).toBeUndefined();
  });
});

describe('shareLinks', () => {
  it("shares this site's URL of the post", () => {
    const links = shareLinks('https://andaman.example/blog/a b', 'A & B');
    expect(links.map((link) => link.name)).toEqual(['Facebook', 'X', 'WhatsApp', 'LinkedIn']);
    for (const link of links) {
      expect(link.href.startsWith('https://')).toBe(true);
      expect(link.href).toContain(encodeURIComponent('https://andaman.example/blog/a b'));
    }
  });
});

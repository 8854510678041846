import { render } from '@testing-library/react';
import { DocumentMetadata, serializeStructuredData } from './document-metadata';

describe('DocumentMetadata', () => {
  it('puts the title and description in the head and the structured data in a JSON-LD script', () => {
    const { container, unmount } = render(
      <DocumentMetadata
        title="About Us"
        description="Who we are"
        canonicalPath="/about"
        structuredData={{ '@context': 'https://schema.org', '@type': 'AboutPage', name: 'About' }}
      />,
    );
    expect(document.title).toBe('About Us');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Who we are');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/about`,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({ '@type': 'AboutPage' });
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('names a sharing picture when given one', () => {
    const { unmount } = render(<DocumentMetadata title="T" description="D" image="/img/a.svg" />);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/img/a.svg`,
    );
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    unmount();
  });

  it('escapes markup in structured data', () => {
    expect(serializeStructuredData({ name: '</script><script>x' })).not.toContain('</script>');
    expect(JSON.parse(serializeStructuredData({ name: '<b>' }))).toEqual({ name: '<b>' });
  });
});

import { useSiteOrigin } from '@andaman/shared/ui/hydration';

/** A JSON-LD document (schema.org). */
export type StructuredData = Record<string, unknown>;

/**
 * Serialises JSON-LD for an inline script: `<` is escaped so no value (a CMS title, say) can close the
 * script element early.
 */
export function serializeStructuredData(data: StructuredData | readonly StructuredData[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface DocumentMetadataProps {
  title: string;
  description: string;
  /** Canonical path of the page, e.g. `/about` (made absolute against the current origin). */
  canonicalPath?: string;
  structuredData?: StructuredData | readonly StructuredData[];
  /** Picture for social sharing (`og:image`, a large Twitter card), absolute or relative to the origin. */
  image?: string;
}

/**
 * A page's title, description, social-sharing tags and structured data, rendered where the page renders
 * (React 19 hoists `<title>`, `<meta>` and `<link>` into the document head and removes them when the page
 * unmounts).
 */
export function DocumentMetadata({
  title,
  description,
  canonicalPath,
  structuredData,
  image,
}: DocumentMetadataProps) {
  // Known once hydrated: the server has no address, and the first render must agree with its HTML.
  const origin = useSiteOrigin();
  const canonical = canonicalPath && origin ? new URL(canonicalPath, origin).href : undefined;
  const imageUrl = image && origin ? new URL(image, origin).href : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {structuredData ? (
        <script type="application/ld+json">{serializeStructuredData(structuredData)}</script>
      ) : null}
    </>
  );
}

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
}: DocumentMetadataProps) {
  const canonical =
    canonicalPath && typeof window !== 'undefined'
      ? new URL(canonicalPath, window.location.origin).href
      : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {structuredData ? (
        <script type="application/ld+json">{serializeStructuredData(structuredData)}</script>
      ) : null}
    </>
  );
}

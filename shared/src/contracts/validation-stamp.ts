/**
 * A validation stamp: the platform's tools (the shell's build, the site's servers, `pnpm ship`,
 * `pnpm stamp-config`) validate `runtime-config.json` and the release registry with their zod schemas
 * and write beside the content a digest of it and the id of the schemas they used. The shell checks
 * the digest with the browser's own SHA-256 and, when it matches and the schema id is the one it was
 * built with, uses the document without loading a validator (zod/mini, which would otherwise be on
 * every page's first load). A document edited by hand, stamped for other schemas or read where `crypto.subtle`
 * is missing (a page not served over HTTPS or from localhost) is validated in the browser as before.
 *
 * Not a signature: whoever can edit the file can stamp it. It saves repeating a check, it does not
 * decide whom to trust. No zod and no Node APIs here: the browser and the tools run this same file.
 */

/** The field of a stamped document that holds its stamp. */
export const STAMP_FIELD = '$validated';

/** What a stamp is for: the same content stamped as one kind does not pass as the other. */
export type StampedKind = 'runtime-config' | 'registry';

export interface ValidationStamp {
  /** The id of the schemas the document was validated with (`configSchemaId()` at build time). */
  schema: string;
  /** SHA-256 (hex) of the kind, the schema id and the canonical JSON of the document without its stamp. */
  digest: string;
}

/** JSON with every object's keys sorted: the same content gives the same text, however it was written. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

async function digestOf(kind: StampedKind, schema: string, content: object): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const text = `${kind}\n${schema}\n${canonicalJson(content)}`;
  const hash = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function withoutStamp(document: object): { content: Record<string, unknown>; stamp: unknown } {
  const { [STAMP_FIELD]: stamp, ...content } = document as Record<string, unknown>;
  return { content, stamp };
}

/** The document with its stamp (any earlier stamp replaced). Call it only on a validated document. */
export async function stampDocument(
  kind: StampedKind,
  schema: string,
  document: object,
): Promise<Record<string, unknown>> {
  const { content } = withoutStamp(document);
  const digest = await digestOf(kind, schema, content);
  if (!digest) throw new Error('Stamping needs crypto.subtle (SHA-256)');
  return { ...content, [STAMP_FIELD]: { schema, digest } satisfies ValidationStamp };
}

/**
 * The document without its stamp when it carries a stamp for `kind` and `schema` that matches its
 * content; `undefined` otherwise (no stamp, other schemas, content changed, no `crypto.subtle`), in
 * which case the caller validates it.
 */
export async function verifiedDocument<T>(
  kind: StampedKind,
  schema: string | undefined,
  document: unknown,
): Promise<T | undefined> {
  if (!schema || !document || typeof document !== 'object' || Array.isArray(document)) return undefined;
  const { content, stamp } = withoutStamp(document);
  const claimed = stamp as Partial<ValidationStamp> | undefined;
  if (claimed?.schema !== schema || typeof claimed.digest !== 'string') return undefined;
  try {
    return (await digestOf(kind, schema, content)) === claimed.digest ? (content as T) : undefined;
  } catch {
    return undefined;
  }
}

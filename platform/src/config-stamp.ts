/**
 * Validating and stamping the platform's JSON documents at build and deploy time (Node). See
 * `src/contracts/validation-stamp.ts` for what a stamp is and why the shell wants one.
 *
 * Used by the shell's build (its `runtime-config.json`, and the schema id it compiles in), the site's
 * servers (a configuration whose ports they move), the deploy scripts (each registry they write) and
 * `pnpm stamp-config <file>` (a configuration edited by hand).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { registrySchema } from '@andaman/shared/contracts/release-registry';
import { type StampedKind, stampDocument } from '@andaman/shared/contracts/validation-stamp';
import { runtimeConfigSchema } from '@andaman/shared/runtime-config-schema';
import { z } from 'zod/mini';

/** Every file whose change may change what passes validation, and the validator's own version. */
const SCHEMA_SOURCES = [
  '../../shared/src/runtime-config-schema.ts',
  '../../shared/src/remote-contract.ts',
  '../../shared/src/contracts/release-registry.ts',
  '../../shared/src/contracts/release-naming.ts',
  '../../shared/src/contracts/validation-stamp.ts',
];

/**
 * The id of the schemas this checkout validates with: a hash of their sources and zod's version. A
 * shell accepts a stamp only with its own id, so a document stamped by other rules is validated again
 * (a comment edit changes the id too: that costs a validation in the browser, never a wrong answer).
 */
let schemaId: string | undefined;
export function configSchemaId(): string {
  if (schemaId) return schemaId;
  const hash = createHash('sha256');
  for (const source of SCHEMA_SOURCES) hash.update(readFileSync(new URL(source, import.meta.url)));
  const zodPackage = createRequire(import.meta.url)('zod/package.json') as { version: string };
  hash.update(`zod@${zodPackage.version}`);
  schemaId = hash.digest('hex').slice(0, 16);
  return schemaId;
}

// zod/mini has no messages of its own ("Invalid input"); the tools can afford zod's English ones.
z.config(z.locales.en());

const schemas = { 'runtime-config': runtimeConfigSchema, registry: registrySchema } as const;

/**
 * The document stamped after validating it with its schema; throws with zod's message when it is
 * invalid. The content is kept as written (the schemas have no defaults or transforms, so what
 * validates is what the shell gets).
 */
export async function validateAndStamp(
  kind: StampedKind,
  document: unknown,
): Promise<Record<string, unknown>> {
  const result = schemas[kind].safeParse(document);
  if (!result.success) throw new Error(`${kind} is invalid:\n${z.prettifyError(result.error)}`);
  return stampDocument(kind, configSchemaId(), document as object);
}

/** `validateAndStamp`, as the text of the file the tools write. */
export const stampedJson = async (kind: StampedKind, document: unknown): Promise<string> =>
  `${JSON.stringify(await validateAndStamp(kind, document), null, 2)}\n`;

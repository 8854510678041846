/**
 * The shell's validators (zod/mini), in a chunk of their own: loaded only for a document
 * that carries no valid stamp (`@andaman/shared/contracts/validation-stamp`) and for QA's overrides,
 * so a page served with stamped documents (every build and deployment) does without them.
 */
import { type Registry, registrySchema } from '@andaman/shared/contracts/release-registry';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { runtimeConfigSchema } from '@andaman/shared/runtime-config-schema';
import { z } from 'zod/mini';
import { RUNTIME_CONFIG_URL } from './start-up';

/** The configuration, or an error with the validation message (the site then shows it cannot start). */
export function validateRuntimeConfig(document: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(document);
  if (!result.success) throw new Error(`${RUNTIME_CONFIG_URL} is invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** The release registry, or an error with the validation message. */
export function validateRegistry(document: unknown): Registry {
  const result = registrySchema.safeParse(document);
  if (!result.success) throw new Error(`is invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}

const developerOverridesSchema = z.record(z.string(), z.url());

/** Applies a developer's overrides of remote manifest URLs (localStorage); invalid overrides are ignored. */
export function applyRemoteOverrides(config: RuntimeConfig, rawOverrides: string | null): RuntimeConfig {
  if (!rawOverrides) return config;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawOverrides);
  } catch {
    return config;
  }
  const overrides = developerOverridesSchema.safeParse(parsed);
  if (!overrides.success) return config;
  return {
    ...config,
    remotes: config.remotes.map((remote) => {
      const entry = overrides.data[remote.name];
      return entry ? { ...remote, entry } : remote;
    }),
  };
}

import { readFileSync } from 'node:fs';
import { STAMP_FIELD, verifiedDocument } from '@andaman/shared/contracts/validation-stamp';
import { runtimeConfigSchema } from '@andaman/shared/runtime-config-schema';
import { describe, expect, it } from 'vitest';
import { configSchemaId, validateAndStamp } from './config-stamp';

const shellConfig = JSON.parse(
  readFileSync(new URL('../../shell/public/runtime-config.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('configSchemaId', () => {
  it('is a stable 16-hex-digit id of the schemas', () => {
    expect(configSchemaId()).toMatch(/^[0-9a-f]{16}$/);
    expect(configSchemaId()).toBe(configSchemaId());
  });
});

describe('validateAndStamp', () => {
  it("stamps the shell's configuration so that the shell built with these schemas takes it as it is", async () => {
    const stamped = await validateAndStamp('runtime-config', shellConfig);
    expect(await verifiedDocument('runtime-config', configSchemaId(), stamped)).toEqual(shellConfig);
    // What the shell then uses without validating is exactly what validation would have given it.
    expect(runtimeConfigSchema.parse(stamped)).toEqual(shellConfig);
  });

  it('refuses an invalid document with the validation message, and stamps nothing', async () => {
    const paths = { ...shellConfig, remotes: [{ name: 'ferry', entry: 'not a url', routes: ['/about'] }] };
    await expect(validateAndStamp('runtime-config', paths)).rejects.toThrow(/runtime-config is invalid/);
    await expect(
      validateAndStamp('registry', { environment: 'test', remotes: { ferry: {} } }),
    ).rejects.toThrow(/registry is invalid/);
  });

  it('stamps a registry as a registry only', async () => {
    const registry = { environment: 'test', remotes: {} };
    const stamped = await validateAndStamp('registry', registry);
    expect(stamped[STAMP_FIELD]).toBeDefined();
    expect(await verifiedDocument('registry', configSchemaId(), stamped)).toEqual(registry);
    expect(await verifiedDocument('runtime-config', configSchemaId(), stamped)).toBeUndefined();
  });
});

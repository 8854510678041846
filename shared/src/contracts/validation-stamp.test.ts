import { describe, expect, it, vi } from 'vitest';
import { canonicalJson, STAMP_FIELD, stampDocument, verifiedDocument } from './validation-stamp';

const config = {
  environment: 'test',
  remotes: [{ name: 'ferry', routes: ['/ferry'] }],
  api: { baseUrl: '/api' },
};

describe('canonicalJson', () => {
  it('gives the same text whatever the order of the keys, and keeps the order of arrays', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 })).toBe(
      canonicalJson({ b: 1, a: { d: [2, 1], c: null } }),
    );
  });
});

describe('stampDocument / verifiedDocument', () => {
  it('accepts a stamped document for its kind and schema and returns it without the stamp', async () => {
    const stamped = await stampDocument('runtime-config', 'schema-1', config);
    expect(stamped[STAMP_FIELD]).toEqual({
      schema: 'schema-1',
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Written to a file and read back with other key order and whitespace: still verified.
    const reread = JSON.parse(
      JSON.stringify(
        {
          [STAMP_FIELD]: stamped[STAMP_FIELD],
          api: config.api,
          remotes: config.remotes,
          environment: 'test',
        },
        null,
        2,
      ),
    );
    expect(await verifiedDocument('runtime-config', 'schema-1', reread)).toEqual(config);
  });

  it('refuses a changed document, other schemas, the other kind, a missing stamp and non-objects', async () => {
    const stamped = await stampDocument('runtime-config', 'schema-1', config);
    expect(
      await verifiedDocument('runtime-config', 'schema-1', { ...stamped, environment: 'production' }),
    ).toBeUndefined();
    expect(await verifiedDocument('runtime-config', 'schema-2', stamped)).toBeUndefined();
    expect(await verifiedDocument('registry', 'schema-1', stamped)).toBeUndefined();
    expect(await verifiedDocument('runtime-config', undefined, stamped)).toBeUndefined();
    expect(await verifiedDocument('runtime-config', 'schema-1', config)).toBeUndefined();
    expect(await verifiedDocument('runtime-config', 'schema-1', [stamped])).toBeUndefined();
    expect(await verifiedDocument('runtime-config', 'schema-1', null)).toBeUndefined();
  });

  it('replaces an earlier stamp when stamping again', async () => {
    const first = await stampDocument('registry', 'schema-1', config);
    const second = await stampDocument('registry', 'schema-2', first);
    expect(await verifiedDocument('registry', 'schema-2', second)).toEqual(config);
    expect(await verifiedDocument('registry', 'schema-1', second)).toBeUndefined();
  });

  it('verifies nothing where the browser has no crypto.subtle (the document is then validated)', async () => {
    const stamped = await stampDocument('runtime-config', 'schema-1', config);
    vi.stubGlobal('crypto', {});
    try {
      expect(await verifiedDocument('runtime-config', 'schema-1', stamped)).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { afterAll, beforeAll, describe } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { idempotencyCases } from './idempotency-cases';

describe('Idempotency-Key written with what it creates (PGlite)', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.dispose());
  idempotencyCases(() => api);
});

import { apiResponse } from '@andaman/shared/contracts/common';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okWith } from './envelope';

const schema = apiResponse(z.object({ id: z.number().int(), name: z.string() }));

const answer = async (data: unknown) => {
  const errors: string[] = [];
  const app = new Hono()
    .get('/thing', (c) => okWith(c, schema, data as z.input<typeof schema>['data']))
    .onError((error, c) => {
      errors.push(error.message);
      return c.json({ success: false, message: 'Internal server error' }, 500);
    });
  const response = await app.request('/thing');
  return { status: response.status, body: await response.json(), errors };
};

describe('okWith: an answer checked with the schema the site reads it by', () => {
  it('sends { success: true, data } when the data fits the schema', async () => {
    expect(await answer({ id: 1, name: 'Havelock' })).toEqual({
      status: 200,
      body: { success: true, data: { id: 1, name: 'Havelock' } },
      errors: [],
    });
  });

  it('never sends data outside the schema: a 500, with the field that was wrong in the log', async () => {
    const { status, body, errors } = await answer({ id: 1.5, name: 'Havelock' });
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, message: 'Internal server error' });
    expect(errors[0]).toMatch(/^GET \/thing answered outside its schema: data\.id: /);
  });
});

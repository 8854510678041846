import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type ApiApp, createApp } from '../src/app';
import { type AppConfig, defaultConfig } from '../src/config';

/** The clock every test app runs on unless a test moves it: 10 January 2030, 11:30 IST. */
export const TEST_NOW = new Date('2030-01-10T06:00:00Z');
/** This test server's public origin (absolute image and payment URLs use it). */
export const API_ORIGIN = 'http://api.test';

const LOOSE = { points: 10_000, seconds: 60 };

/** A test app on a private copy of the seeded template database, with helpers to call it. */
export type TestApp = ApiApp & {
  dataDir: string;
  /** Moves the app's clock. */
  setNow: (date: Date) => void;
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  /** Closes the database and deletes its folder. */
  dispose: () => Promise<void>;
};

/** Starts an app in-process (test mode on, logging off) on a fresh copy of the seeded database. */
export const startTestApp = async (
  overrides: Partial<AppConfig> = {},
  dataDir?: string,
): Promise<TestApp> => {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'andaman-api-test-')));
  if (!dataDir) await cp(inject('templateDir'), dir, { recursive: true });
  let now = TEST_NOW;
  const built = await createApp(
    defaultConfig({
      dataDir: dir,
      logLevel: 'silent',
      testMode: true,
      publicOrigin: API_ORIGIN,
      now: () => now,
      // Many requests from one test client; test/rate-limit.test.ts checks the limits themselves.
      rateLimits: { bookings: LOOSE, payments: LOOSE, emails: LOOSE, comments: LOOSE, lookups: LOOSE },
      ...overrides,
    }),
  );
  return {
    ...built,
    dataDir: dir,
    setNow: (date) => {
      now = date;
    },
    get: (p, headers = {}) => Promise.resolve(built.app.request(p, { headers })),
    post: (p, body, headers = {}) =>
      Promise.resolve(
        built.app.request(p, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    dispose: async () => {
      await built.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/** Reads a JSON body. */
export const json = async (response: Response): Promise<unknown> => response.json();

/** Reads an error body and checks its shape: `{ success: false, message }` and no stack trace. */
export const errorOf = async (response: Response): Promise<{ status: number; message: string }> => {
  const body = (await response.json()) as { success?: unknown; message?: unknown };
  if (body.success !== false || typeof body.message !== 'string') {
    throw new Error(`not an error body: ${JSON.stringify(body)}`);
  }
  if (/\bat .+:\d+:\d+/.test(body.message)) throw new Error(`stack trace leaked: ${body.message}`);
  return { status: response.status, message: body.message };
};

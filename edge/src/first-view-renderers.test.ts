import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { test } from 'vitest';
import type { FirstViewRenderer, LoadRenderer } from './first-view-includes.ts';
import { rendererLoader } from './first-view-renderers.ts';

const URL_A = new URL('http://127.0.0.1:3002/releases/aaa/first-view/renderer.mjs');
const API = { apiBaseUrl: '/api', contentBaseUrl: '/wp-json' };
const URL_B = new URL('http://127.0.0.1:3002/releases/bbb/first-view/renderer.mjs');

/** A remote origin serving `files` (URL → module text), counting requests. */
function origin(files: Map<string, string>) {
  const asked: string[] = [];
  const fetchImpl = (async (url: URL) => {
    asked.push(url.href);
    const text = files.get(url.href);
    return text === undefined ? new Response('Not found', { status: 404 }) : new Response(text);
  }) as typeof fetch;
  return { asked, fetchImpl };
}

test('loads a renderer from its URL and runs it as a module', async () => {
  const files = new Map([
    [URL_A.href, "export const renderFirstView = async (path) => '<p>' + path + '</p>';"],
  ]);
  const { fetchImpl } = origin(files);
  const load = rendererLoader({ fetchImpl });
  const renderer = await load(URL_A);
  assert.equal(await renderer?.renderFirstView?.('/hotels/1', API), '<p>/hotels/1</p>');
  assert.equal(await load(new URL('http://127.0.0.1:3002/none/renderer.mjs')), undefined);
});

/** The `version` export of a loaded test module. */
const version = (module: Awaited<ReturnType<LoadRenderer>>) =>
  (module as { version?: number } | undefined)?.version;

test('asks again after a few seconds, and imports a module once per content', async () => {
  let now = 0;
  const files = new Map([
    [URL_A.href, 'export const version = 1;'],
    [URL_B.href, 'export const version = 1;'],
  ]);
  const { asked, fetchImpl } = origin(files);
  const imported: string[] = [];
  const load = rendererLoader({
    fetchImpl,
    now: () => now,
    importFile: async (file: string) => {
      imported.push(file);
      return (await import(pathToFileURL(file).href)) as FirstViewRenderer;
    },
  });
  assert.equal(version(await load(URL_A)), 1);
  assert.equal(version(await load(URL_A)), 1);
  assert.equal(asked.length, 1, 'within the recheck interval the module is reused');
  assert.equal(version(await load(URL_B)), 1);
  assert.equal(imported.length, 1, 'the same content at another URL is the same module');
  now += 10_000;
  files.set(URL_A.href, 'export const version = 2;');
  assert.equal(version(await load(URL_A)), 2, 'a rebuilt remote is picked up');
  assert.equal(imported.length, 2);
  files.delete(URL_A.href);
  now += 10_000;
  assert.equal(await load(URL_A), undefined, 'a release without a renderer has none');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rendererLoader } from './first-view-renderers.mjs';

const URL_A = new URL('http://127.0.0.1:3002/releases/aaa/first-view/renderer.mjs');
const URL_B = new URL('http://127.0.0.1:3002/releases/bbb/first-view/renderer.mjs');

/** A remote origin serving `files` (URL → module text), counting requests. */
function origin(files) {
  const asked = [];
  const fetchImpl = async (url) => {
    asked.push(url.href);
    const text = files.get(url.href);
    return text === undefined ? new Response('Not found', { status: 404 }) : new Response(text);
  };
  return { asked, fetchImpl };
}

test('loads a renderer from its URL and runs it as a module', async () => {
  const files = new Map([
    [URL_A.href, "export const renderFirstView = async (path) => '<p>' + path + '</p>';"],
  ]);
  const { fetchImpl } = origin(files);
  const load = rendererLoader({ fetchImpl });
  const renderer = await load(URL_A);
  assert.equal(await renderer.renderFirstView('/hotels/1'), '<p>/hotels/1</p>');
  assert.equal(await load(new URL('http://127.0.0.1:3002/none/renderer.mjs')), undefined);
});

test('asks again after a few seconds, and imports a module once per content', async () => {
  let now = 0;
  const files = new Map([
    [URL_A.href, 'export const version = 1;'],
    [URL_B.href, 'export const version = 1;'],
  ]);
  const { asked, fetchImpl } = origin(files);
  const imported = [];
  const load = rendererLoader({
    fetchImpl,
    now: () => now,
    importFile: async (file) => {
      imported.push(file);
      return import(`file://${file}`);
    },
  });
  assert.equal((await load(URL_A)).version, 1);
  assert.equal((await load(URL_A)).version, 1);
  assert.equal(asked.length, 1, 'within the recheck interval the module is reused');
  assert.equal((await load(URL_B)).version, 1);
  assert.equal(imported.length, 1, 'the same content at another URL is the same module');
  now += 10_000;
  files.set(URL_A.href, 'export const version = 2;');
  assert.equal((await load(URL_A)).version, 2, 'a rebuilt remote is picked up');
  assert.equal(imported.length, 2);
  files.delete(URL_A.href);
  now += 10_000;
  assert.equal(await load(URL_A), undefined, 'a release without a renderer has none');
});

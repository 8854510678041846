import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, test } from 'vitest';
import type { FirstViewRenderer, LoadRenderer } from './first-view-includes.ts';
import { isolatedRenderers, rendererLoader } from './first-view-renderers.ts';

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

describe('a renderer runs isolated, within its budget', () => {
  const renderers = isolatedRenderers({ budgetMs: 400, heapMb: 32, pingTimeoutMs: 150, loadTimeoutMs: 1000 });
  afterAll(() => renderers.close());
  const moduleFile = (source: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'andaman-edge-renderer-test-'));
    const file = join(dir, 'renderer.mjs');
    writeFileSync(file, source);
    return file;
  };
  const render = async (source: string) => {
    const module = await renderers.importFile(moduleFile(source));
    // As on the edge, the worker loads its renderer before the first request that needs it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    const html = await module.renderFirstView?.('/hotels/1', API);
    return { html, ms: performance.now() - started };
  };
  const GOOD =
    "export const renderFirstView = async (path) => '<div data-first-view-of=\"' + path + '\"></div>';";

  test('a renderer that answers gives its view, from a worker thread', async () => {
    const { html } = await render(GOOD);
    assert.equal(html, '<div data-first-view-of="/hotels/1"></div>');
  });

  test('a warm-up render leaves the worker waiting for its first visitor; a visit starts the idle countdown', async () => {
    const idle = isolatedRenderers({ budgetMs: 400, heapMb: 32, idleMs: 200 });
    try {
      const module = await idle.importFile(moduleFile(GOOD));
      assert.equal(await module.warmUp?.('/hotels/1', API), '<div data-first-view-of="/hotels/1"></div>');
      await new Promise((resolve) => setTimeout(resolve, 400));
      assert.equal(idle.running, 1, 'still running after the warm-up');
      await module.renderFirstView?.('/hotels/2', API);
      await new Promise((resolve) => setTimeout(resolve, 400));
      assert.equal(idle.running, 0, 'stopped once idle after a visit');
    } finally {
      idle.close();
    }
  });

  test('a renderer that throws gives nothing at once', async () => {
    const { html, ms } = await render("export const renderFirstView = () => { throw new Error('broken'); };");
    assert.equal(html, undefined);
    assert.ok(ms < 400, `answered in ${ms} ms`);
  });

  test('a renderer stuck in a loop gives nothing within the budget, the edge keeps running, and its worker is ended', async () => {
    let ticks = 0;
    const ticking = setInterval(() => {
      ticks += 1;
    }, 20);
    const { html, ms } = await render('export const renderFirstView = () => { for (;;) {} };');
    clearInterval(ticking);
    assert.equal(html, undefined);
    assert.ok(ms >= 380 && ms < 900, `answered in ${ms} ms`);
    assert.ok(ticks >= 10, `the edge's event loop ran meanwhile (${ticks} ticks)`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Only the good renderer's worker is left; the stuck one was terminated.
    assert.ok(renderers.running <= 2, `${renderers.running} workers`);
    assert.equal((await render(GOOD)).html, '<div data-first-view-of="/hotels/1"></div>');
  });

  test('a renderer that is slow to load is given time; one that never loads is ended', async () => {
    const slow = await renderers.importFile(
      moduleFile(
        "const until = Date.now() + 600; while (Date.now() < until) {}\nexport const renderFirstView = async () => 'late but loaded';",
      ),
    );
    // The first request comes while it still loads: the stub, but the worker is kept…
    assert.equal(await slow.renderFirstView?.('/hotels/1', API), undefined);
    // …and serves the next one once loaded.
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal(await slow.renderFirstView?.('/hotels/1', API), 'late but loaded');
    const never = await renderers.importFile(
      moduleFile('for (;;) {}\nexport const renderFirstView = () => "never";'),
    );
    const before = renderers.running;
    assert.equal(await never.renderFirstView?.('/hotels/1', API), undefined);
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(await never.renderFirstView?.('/hotels/1', API), undefined);
    assert.ok(renderers.running < before, 'the worker that never loaded was ended');
  });

  test('a renderer that leaks memory gives nothing, and the next render works', async () => {
    const { html, ms } = await render(
      'const kept = []; export const renderFirstView = async () => { for (;;) kept.push(new Array(1e6).fill(1)); };',
    );
    assert.equal(html, undefined);
    assert.ok(ms < 2000, `answered in ${ms} ms`);
    assert.equal((await render(GOOD)).html, '<div data-first-view-of="/hotels/1"></div>');
  });
});

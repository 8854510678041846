import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { injectManifest, isPrecached, precacheManifest } from './precache-manifest';

describe('the shell build’s precache list (rule trips.offline)', () => {
  it('keeps scripts, styles, the bare page and the icon; not pages, licences or compressed copies', () => {
    expect(isPrecached('/static/js/index.b5c43c1fef.js')).toBe(true);
    expect(isPrecached('/static/css/async/0.b5c43c1fef.css')).toBe(true);
    expect(isPrecached('/app.html')).toBe(true);
    expect(isPrecached('/favicon.svg')).toBe(true);
    expect(isPrecached('/index.html')).toBe(false);
    expect(isPrecached('/hotels/index.html')).toBe(false);
    expect(isPrecached('/static/js/or.e5baa9af50.js.LICENSE.txt')).toBe(false);
    expect(isPrecached('/static/js/index.b5c43c1fef.js.br')).toBe(false);
    expect(isPrecached('/runtime-config.json')).toBe(false);
  });

  it('revises unhashed files by content and lets hashed names stand for themselves', () => {
    const dist = mkdtempSync(join(tmpdir(), 'precache-'));
    mkdirSync(join(dist, 'static/js'), { recursive: true });
    writeFileSync(join(dist, 'static/js/index.b5c43c1fef.js'), 'a');
    writeFileSync(join(dist, 'static/js/assets-retry.2-0-2.js'), 'b');
    writeFileSync(join(dist, 'app.html'), '<html>');
    writeFileSync(join(dist, 'index.html'), '<html>');
    const entries = precacheManifest(dist);
    expect(entries.map((entry) => entry.url)).toEqual([
      '/app.html',
      '/static/js/assets-retry.2-0-2.js',
      '/static/js/index.b5c43c1fef.js',
    ]);
    expect(entries[2]?.revision).toBeNull();
    expect(entries[0]?.revision).toMatch(/^[0-9a-f]{16}$/);
    writeFileSync(join(dist, 'app.html'), '<html lang="en">');
    expect(precacheManifest(dist)[0]?.revision).not.toBe(entries[0]?.revision);
  });

  it('puts the list where the worker names it, once', () => {
    const entries = [{ url: '/app.html', revision: '1' }];
    expect(injectManifest('const p = self.__WB_MANIFEST;', entries)).toBe(
      'const p = [{"url":"/app.html","revision":"1"}];',
    );
    expect(() => injectManifest('const p = [];', entries)).toThrow(/once, found 0/);
  });
});

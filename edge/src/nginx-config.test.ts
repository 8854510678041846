import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { renderNginxCluster, renderNginxSite } from './nginx-config.ts';

const TEMPLATES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'nginx');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const runDir = mkdtempSync(join(tmpdir(), 'andaman-edge-nginx-test-'));
afterAll(() => rmSync(runDir, { recursive: true, force: true }));
for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'shell']) mkdirSync(join(runDir, dir));
const runtimeConfigFile = join(runDir, 'runtime-config.json');
writeFileSync(runtimeConfigFile, '{}');
const modules = existsSync(BROTLI) ? [BROTLI] : [];

const site = () =>
  renderNginxSite({
    templates: TEMPLATES,
    apps: [
      { name: 'shell', role: 'host', port: 3000, root: join(runDir, 'shell') },
      { name: 'hotels', role: 'remote', port: 3002, root: join(runDir, 'shell'), releasesDir: runDir },
    ],
    apiOrigins: ['http://127.0.0.1:4000'],
    runtimeConfigFile,
    runtimeConfig: {
      remotes: [
        {
          name: 'hotels',
          entry: 'http://localhost:3002/mf-manifest.json',
          routes: ['/hotels', '/hotels/:hotelId'],
          releases: 'http://localhost:3002/releases/',
        },
      ],
    },
    registryFile: join(runDir, 'local.json'),
    liveDir: join(runDir, 'local.live'),
    cohortTiers: [
      { name: 'b0', from: 0, to: 9 },
      { name: 'b10', from: 10, to: 49 },
      { name: 'b50', from: 50, to: 99 },
    ],
    serverNames: ['localhost:3000', '127.0.0.1:3000', 'WWW.example.com'],
    runDir,
    modules,
  });

const cluster = () =>
  renderNginxCluster({
    templates: TEMPLATES,
    apps: [
      { name: 'shell', role: 'host', port: 3000 },
      { name: 'hotels', role: 'remote', port: 3002 },
    ],
    edges: [
      { shell: 3050, hotels: 3052 },
      { shell: 3060, hotels: 3062 },
    ],
    apiOrigins: ['http://127.0.0.1:4001', 'http://127.0.0.1:4002'],
    apiPort: 4000,
    serverNames: ['localhost:3000'],
    runDir,
    modules,
  });

/** `nginx -t` on the text (when nginx is installed here). */
function nginxAccepts(text: string) {
  const file = join(runDir, 'nginx.conf');
  writeFileSync(file, text);
  return spawnSync(NGINX, ['-t', '-c', file, '-p', runDir, '-e', join(runDir, 'error.log')], {
    encoding: 'utf8',
  });
}

describe('the nginx configuration', () => {
  it('sets the timeouts and limits explicitly, as the edge does', () => {
    const text = site();
    for (const directive of [
      'client_header_timeout 10s;',
      'client_body_timeout 30s;',
      'send_timeout 30s;',
      'keepalive_timeout 5s;',
      'keepalive_requests 1000;',
      'client_max_body_size 100k;',
      'proxy_read_timeout 30s;',
      'proxy_next_upstream error timeout http_502 http_503;',
      'proxy_next_upstream_tries 2;',
    ]) {
      expect(text).toContain(directive);
    }
  });

  it('answers an unreachable or hung API with the JSON the site shows, and refuses other hosts with 421', () => {
    const text = site();
    expect(text).toContain(`return 503 '{"success":false,"message":"The booking service is unavailable`);
    expect(text).toContain(
      `return 504 '{"success":false,"message":"The booking service did not answer in time`,
    );
    expect(text).toContain('server_name localhost 127.0.0.1 www.example.com;');
    expect(text).toMatch(/listen 127\.0\.0\.1:3000 default_server;\n\s+return 421;/);
    // One API: listed twice, so the one retry of a read has somewhere to go.
    expect(text).toMatch(
      /upstream andaman_api \{\n {2}server 127\.0\.0\.1:4000 .*\n {2}server 127\.0\.0\.1:4000 /,
    );
  });

  it('answers a path that is no page of the site with 404 and the bare page, and no registry with 204 (rule site.not-found)', () => {
    const text = site();
    const pattern = /map \$uri \$andaman_site_page \{\n\s+"~([^"]+)" 1;/.exec(text)?.[1];
    expect(pattern).toBeDefined();
    const pages = new RegExp(pattern ?? '$^');
    expect(
      ['/', '/about', '/hotels', '/hotels/5/', '/payment-status/T1'].every((path) => pages.test(path)),
    ).toBe(true);
    expect(['/no-such-page', '/hotels/5/rooms', '/about/x'].some((path) => pages.test(path))).toBe(false);
    expect(text).toMatch(
      /location @page \{\n\s+error_page 404 \/app\.html;\n\s+if \(\$andaman_site_page = 0\)/,
    );
    expect(text).toMatch(/error_page 404 = @no_registry;[\s\S]*location @no_registry \{[\s\S]*return 204;/);
  });

  it('puts every edge and API instance behind an upstream with passive health checks', () => {
    const text = cluster();
    expect(text).toContain(
      'upstream edge_shell {\n  server 127.0.0.1:3050 max_fails=2 fail_timeout=5s;\n  server 127.0.0.1:3060',
    );
    expect(text).toContain('server 127.0.0.1:4002 max_fails=2 fail_timeout=5s;');
    expect(text).toContain('listen 127.0.0.1:4000;');
  });

  it('takes first views from the release links of the visitor cohort tier, and keeps the visitor in it', () => {
    const text = site();
    expect(text).toContain('alias $andaman_first_view_root_hotels/first-view/$andaman_first_view;');
    expect(text).toContain(`default ${join(runDir, 'local.live')}/hotels/$andaman_cohort_tier;`);
    expect(text).toMatch(
      /map \$andaman_cohort \$andaman_cohort_tier \{\n {4}0 b0;[\s\S]* 9 b0;\n {4}10 b10;[\s\S]* 99 b50;/,
    );
    expect(text).toContain('add_header Set-Cookie $andaman_cohort_cookie always;');
    expect(text).toContain(
      'default "mf_cohort=$andaman_new_cohort; Path=/; Max-Age=31536000; SameSite=Lax";',
    );
  });

  it("takes first views from the release a QA override of the browser session names, none from a manifest URL's", () => {
    const map = /map \$http_cookie \$andaman_first_view_root_hotels \{\n([\s\S]*?)\n {2}\}/.exec(site())?.[1];
    const rules = [...(map ?? '').matchAll(/^ {4}"~(.+)" (\S+);$/gm)].map(([, pattern, root]) => ({
      pattern: new RegExp(pattern ?? '$^'),
      root: root ?? '',
    }));
    /** The folder nginx picks for a `Cookie` header (its map: the first rule that matches). */
    const rootFor = (cookie: string) => {
      for (const { pattern, root } of rules) {
        const match = pattern.exec(cookie);
        if (match) return root.replace(/\$(\w+)/, (_, name: string) => match.groups?.[name] ?? '');
      }
      return 'the cohort tier';
    };
    // The cookie as the shell writes it (overrideCookie).
    const override = (requests: Record<string, string>) =>
      `mf-override=${encodeURIComponent(JSON.stringify(requests))}`;
    expect(rootFor(`mf_cohort=5; ${override({ ferry: '0123456789ab', hotels: 'b192e6231ace' })}`)).toBe(
      join(runDir, 'b192e6231ace'),
    );
    expect(rootFor(override({ hotels: 'http://localhost:3092/mf-manifest.json' }))).toBe('""');
    expect(rootFor(`mf_cohort=5; ${override({ ferry: '0123456789ab' })}`)).toBe('the cohort tier');
    expect(rootFor(`x${override({ hotels: 'b192e6231ace' })}`)).toBe('the cohort tier');
    expect(rootFor('mf_cohort=5')).toBe('the cohort tier');
  });

  it.skipIf(!existsSync(NGINX))('is accepted by nginx', () => {
    for (const text of [site(), cluster()]) {
      const result = nginxAccepts(text);
      expect(result.status, result.stderr).toBe(0);
    }
  });
});

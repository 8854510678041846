// The contract check of a remote (run by `pnpm ship` and by `node scripts/contract-check.mjs <remote>`):
//   types  a type check of every exposed module against @andaman/shared/remote-contract
//          (`./routes` is a RemoteRoutesModule, each `./widgets/<name>` a RemoteWidgetModule)
//   smoke  the built remote loaded in a browser by the shell's production build: each exposed
//          module loads and has the contract's shape, and `./routes` declares exactly the paths
//          the remote claims in the run-time configuration.
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, relative } from 'node:path';
import { importTypeScript } from './deploy.mjs';
import { ROOT, run } from './workspace.mjs';

/** The `exposes` of a remote's module-federation.config.ts (`./routes` → `./src/routes.tsx`). */
export async function exposesOf(app) {
  const config = await importTypeScript(join(ROOT, app.dir, 'module-federation.config.ts'));
  return (config.default ?? config).exposes ?? {};
}

/** The paths a remote claims in the committed run-time configuration. */
export function claimedRoutes(app) {
  const config = JSON.parse(readFileSync(join(ROOT, 'shell', 'public', 'runtime-config.json'), 'utf8'));
  return config.remotes.find((remote) => remote.name === app.name)?.routes ?? [];
}

/** The TypeScript source that only compiles when every exposed module satisfies the contract. */
export function contractSource(exposes, fromDir) {
  const lines = [
    "import type { RemoteRoutesModule, RemoteWidgetModule } from '@andaman/shared/remote-contract';",
  ];
  Object.entries(exposes).forEach(([name, file], index) => {
    const specifier = relative(fromDir, join(fromDir, '..', '..', file)).replace(/\.tsx?$/, '');
    const type =
      name === './routes'
        ? 'RemoteRoutesModule'
        : name.startsWith('./widgets/')
          ? 'RemoteWidgetModule'
          : undefined;
    lines.push(
      `import * as expose${index} from ${JSON.stringify(specifier.startsWith('.') ? specifier : `./${specifier}`)};`,
    );
    if (type) lines.push(`export const check${index}: ${type} = expose${index}; // ${name}`);
  });
  if (!exposes['./routes'])
    lines.push("export const missingRoutes: RemoteRoutesModule = undefined; // './routes' is not exposed");
  return `${lines.join('\n')}\n`;
}

/** `exposes` replaces the remote's own (a test checks a deliberately broken one). */
async function types(app, { exposes } = {}) {
  const dir = join(ROOT, app.dir, '.ship', `contract-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'contract-check.ts'), contractSource(exposes ?? (await exposesOf(app)), dir));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    // Only what the exposes import (not the remote's tests: its own typecheck covers those), so
    // `pnpm ship` stays short.
    JSON.stringify({
      extends: '../../tsconfig.json',
      compilerOptions: { types: ['node'] },
      include: ['../../../shared/src/env.d.ts', 'contract-check.ts'],
    }),
  );
  try {
    await run(
      join(ROOT, app.dir, 'node_modules', '.bin', 'tsc'),
      ['--noEmit', '-p', join(dir, 'tsconfig.json')],
      {
        cwd: join(ROOT, app.dir),
      },
    );
  } catch {
    throw new Error(
      `contract check (types) failed for ${app.name}: its exposed modules do not satisfy @andaman/shared/remote-contract`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

/** A throw-away static origin on a free port: `files(path)` answers a path with a file or undefined. */
async function origin(files) {
  const server = http.createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const answer = files(path);
    if (answer === undefined) return response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': TYPES[extname(answer.name ?? path)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    });
    if (answer.body !== undefined) response.end(answer.body);
    else createReadStream(answer.file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const fileIn = (root, path) => {
  const file = join(root, path);
  return file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? { file } : undefined;
};

/** What a page evaluates: loads each exposed module through the shell's federation runtime and checks its shape. */
async function inspectExposes({ remote, exposes }) {
  const deadline = Date.now() + 30_000;
  // The shell registers the configured remotes once it has read its run-time configuration.
  const shellInstance = () =>
    globalThis.__FEDERATION__?.__INSTANCES__?.find(
      (candidate) =>
        candidate.name === 'shell' && candidate.options?.remotes?.some((known) => known.name === remote),
    );
  while (!shellInstance()) {
    if (Date.now() > deadline)
      return [{ expose: '*', problem: `the shell federation runtime did not register ${remote}` }];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const instance = shellInstance();
  const isComponent = (value) =>
    typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
  const results = [];
  for (const expose of exposes) {
    try {
      const module = await instance.loadRemote(`${remote}/${expose.slice(2)}`);
      if (!module) results.push({ expose, problem: 'loaded nothing' });
      else if (expose === './routes') {
        const routes = module.routes;
        if (!Array.isArray(routes)) results.push({ expose, problem: 'does not export a routes array' });
        else {
          const bad = routes.filter(
            (route) => typeof route?.path !== 'string' || !isComponent(route?.Component),
          );
          if (bad.length > 0)
            results.push({ expose, problem: `${bad.length} route(s) without a path and a Component` });
          results.push({ expose, paths: routes.map((route) => route?.path) });
        }
      } else if (expose.startsWith('./widgets/') && !isComponent(module.default)) {
        results.push({ expose, problem: 'has no default-exported component' });
      } else results.push({ expose });
    } catch (error) {
      results.push({ expose, problem: `failed to load: ${error?.message ?? error}` });
    }
  }
  return results;
}

async function smoke(app, buildDir) {
  const shellDist = join(ROOT, 'shell', 'dist');
  if (!existsSync(join(shellDist, 'index.html'))) {
    throw new Error('contract check (smoke) needs the shell build: run `pnpm --filter shell build` once');
  }
  // The bare page (app.html) for every path: index.html is the pre-rendered Home.
  const bare = existsSync(join(shellDist, 'app.html')) ? 'app.html' : 'index.html';
  const manifest = JSON.parse(readFileSync(join(buildDir, 'mf-manifest.json'), 'utf8'));
  const exposes = manifest.exposes.map((expose) => expose.path);
  const claimed = claimedRoutes(app);
  const remoteOrigin = await origin((path) => fileIn(buildDir, path));
  const config = JSON.parse(readFileSync(join(shellDist, 'runtime-config.json'), 'utf8'));
  const smokeConfig = {
    ...config,
    registry: undefined,
    remotes: [{ name: app.name, entry: `${remoteOrigin.url}/mf-manifest.json`, routes: claimed }],
  };
  const shellOrigin = await origin((path) =>
    path === '/runtime-config.json'
      ? { body: JSON.stringify(smokeConfig) }
      : (fileIn(shellDist, path) ?? { file: join(shellDist, bare), name: bare }),
  );
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--headless=new'],
  });
  const problems = [];
  try {
    const page = await browser.newPage();
    // Nothing but the two origins: the page's API calls are answered empty, not sent anywhere.
    await page.route(/\/(api|wp-json)\//, (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto(`${shellOrigin.url}/__contract-check`);
    const results = await page.evaluate(inspectExposes, { remote: app.name, exposes });
    for (const result of results) if (result.problem) problems.push(`${result.expose} ${result.problem}`);
    const paths = results.find((result) => result.expose === './routes' && result.paths)?.paths;
    if (!exposes.includes('./routes')) problems.push('./routes is not exposed');
    if (paths) {
      const unclaimed = paths.filter((path) => !claimed.includes(path));
      const missing = claimed.filter((path) => !paths.includes(path));
      if (unclaimed.length)
        problems.push(`./routes declares paths the configuration does not give it: ${unclaimed.join(', ')}`);
      if (missing.length)
        problems.push(`./routes lacks paths the configuration gives it: ${missing.join(', ')}`);
    }
  } finally {
    await browser.close();
    await remoteOrigin.close();
    await shellOrigin.close();
  }
  if (problems.length > 0) {
    throw new Error(`contract check (smoke) failed for ${app.name}:\n  ${problems.join('\n  ')}`);
  }
  return exposes;
}

export const contractCheck = { types, smoke };

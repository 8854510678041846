// The contract check of a remote (run by `pnpm ship` and by `node scripts/contract-check.mjs <remote>`):
//   types  the remote's type check, incremental (its build info is kept under node_modules/.cache),
//          with every exposed module checked against @andaman/shared/remote-contract
//          (`./routes` is a RemoteRoutesModule, each `./widgets/<name>` a RemoteWidgetModule)
//   smoke  the built remote loaded in a browser by the shell's production build: each exposed
//          module loads and has the contract's shape, `./routes` declares exactly the paths
//          the remote claims in the run-time configuration, and every page it declares a first view
//          for has one in the build.
// A failed check throws a `Refusal`: its message is one line naming the check and the reason.

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
import { stripVTControlCharacters } from 'node:util';
import { importTypeScript } from './deploy.mjs';
import { ROOT, runQuiet } from './workspace.mjs';

/** A check that refuses: `message` is `<check>: <reason>`; `details` what a reader needs to fix it. */
export class Refusal extends Error {
  constructor(check, reason, details = '') {
    super(`${check}: ${reason}`);
    this.check = check;
    this.details = details;
  }
}

/**
 * The first failed test of vitest's output, `<file> > <test>` (colours and a project label such as
 * ` logic ` ignored), or undefined when it names none.
 */
export function firstFailedTest(output) {
  const plain = stripVTControlCharacters(output);
  const failed = /FAIL\s+(?:.*?\s)?(\S+\.(?:test|spec)\.[cm]?[jt]sx?)\s*>\s*(.+)/.exec(plain);
  return failed ? `${failed[1]} > ${(failed[2] ?? '').trim()}` : undefined;
}

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
export function contractSource(exposes, fromDir, appDir = join(fromDir, '..', '..')) {
  const lines = [
    "import type { RemoteRoutesModule, RemoteWidgetModule } from '@andaman/shared/remote-contract';",
  ];
  Object.entries(exposes).forEach(([name, file], index) => {
    const specifier = relative(fromDir, join(appDir, file)).replace(/\.tsx?$/, '');
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

/**
 * The refusal for a failed type check: the first error, and when it is in the contract's file, the
 * expose that breaks the contract (its line names it) with tsc's most precise elaboration.
 */
export function typeRefusal(output, contractFileText) {
  const first = /^(\S+?)\((\d+),\d+\): error TS\d+: (.*)$/m.exec(output);
  if (!first) return new Refusal('types', 'the remote does not type-check', output);
  const [line, file, lineNumber, message] = first;
  if (!file.endsWith('contract-check.ts')) {
    return new Refusal('types', `${file.replace(/^(\.\.\/)+/, '')}:${lineNumber} ${message}`, output);
  }
  const source = contractFileText.split('\n')[Number(lineNumber) - 1] ?? '';
  const [, type = 'the contract', expose = 'an exposed module'] =
    /: (\w+) = \w+; \/\/ (\S+)/.exec(source) ?? /: (\w+) = undefined; \/\/ '(\S+)'/.exec(source) ?? [];
  const after = output.slice(output.indexOf(line) + line.length).split('\n');
  const elaboration = after
    .slice(
      1,
      after.findIndex((text, index) => index > 0 && !/^\s/.test(text)),
    )
    .map((text) => text.trim())
    .filter(Boolean)
    .at(-1);
  return new Refusal(
    'contract',
    `${expose} does not satisfy ${type} of @andaman/shared/remote-contract${elaboration ? `: ${elaboration}` : ''}`,
    output,
  );
}

/** The remote's tsconfig `include`, from `dir` (where the checked tsconfig is written). */
function includesFrom(app, dir) {
  const own = JSON.parse(readFileSync(join(ROOT, app.dir, 'tsconfig.json'), 'utf8'));
  return (own.include ?? ['src']).map((path) => relative(dir, join(ROOT, app.dir, path)));
}

/**
 * The remote's type check with its exposes checked against the contract, in one incremental program:
 * a second check of unchanged sources takes a few seconds. `exposes` replaces the remote's own (a
 * test checks a deliberately broken one; it gets a folder of its own and no build info).
 */
async function types(app, { exposes } = {}) {
  const given = exposes !== undefined;
  const dir = given
    ? join(ROOT, app.dir, '.ship', `contract-${process.pid}`)
    : join(ROOT, app.dir, 'node_modules', '.cache', 'contract-check');
  if (given) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'contract-check.ts'),
    contractSource(exposes ?? (await exposesOf(app)), dir, join(ROOT, app.dir)),
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: relative(dir, join(ROOT, app.dir, 'tsconfig.json')),
      compilerOptions: { incremental: !given, tsBuildInfoFile: given ? undefined : 'types.tsbuildinfo' },
      include: [...(given ? ['../../../shared/src/env.d.ts'] : includesFrom(app, dir))],
      files: ['contract-check.ts'],
    }),
  );
  try {
    await runQuiet(
      join(ROOT, app.dir, 'node_modules', '.bin', 'tsc'),
      ['--noEmit', '-p', join(dir, 'tsconfig.json')],
      {
        cwd: join(ROOT, app.dir),
      },
    );
  } catch (error) {
    throw typeRefusal(error.output ?? error.message, readFileSync(join(dir, 'contract-check.ts'), 'utf8'));
  } finally {
    if (given) rmSync(dir, { recursive: true, force: true });
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
          results.push({
            expose,
            paths: routes.map((route) => route?.path),
            firstViews: routes.filter((route) => route?.firstView).map((route) => route.path),
          });
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
    const routes = results.find((result) => result.expose === './routes' && result.paths);
    if (!exposes.includes('./routes')) problems.push('./routes is not exposed');
    if (routes) problems.push(...routeProblems(routes, claimed), ...firstViewProblems(routes, buildDir));
  } finally {
    await browser.close();
    await remoteOrigin.close();
    await shellOrigin.close();
  }
  if (problems.length > 0) {
    const [first, ...more] = problems;
    throw new Refusal('contract', first, more.join('\n'));
  }
  return exposes;
}

/** What `./routes` declares against what the shell's configuration routes to the remote. */
export function routeProblems({ paths }, claimed) {
  return [
    ...claimed
      .filter((path) => !paths.includes(path))
      .map(
        (path) => `./routes no longer exports the path ${path} that the shell's configuration routes to it`,
      ),
    ...paths
      .filter((path) => !claimed.includes(path))
      .map(
        (path) =>
          `./routes exports the path ${path} that the shell's configuration does not route to it (add it to the remote's routes in shell/public/runtime-config.json)`,
      ),
  ];
}

/** Every page `./routes` declares a first view for must have one in the build (`first-views.json`). */
export function firstViewProblems({ firstViews = [] }, buildDir) {
  const file = join(buildDir, 'first-views.json');
  if (!existsSync(file)) {
    return firstViews.length > 0
      ? [
          `the build has no first views (${firstViews.join(', ')} declare one): build it with the release pipeline`,
        ]
      : [];
  }
  const declared = JSON.parse(readFileSync(file, 'utf8'));
  const built = [...declared.pages.map((page) => page.path), ...declared.perRequest];
  return firstViews
    .filter((path) => !built.includes(path))
    .map((path) => `./routes declares a first view for ${path} that the build does not have`);
}

export const contractCheck = { types, smoke };

// Names for the code a start-up profile samples: a minified frame (a chunk's URL, line and column) is
// mapped through the build's source map to its source file, and the source file to a module label
// (`react-dom (react-dom-client.production.js)`, `shell/src/app/remote-page.tsx`) and a category (the
// federation runtime, React, zod's schemas…). Builds carry source maps with `BUNDLE_SOURCEMAP=1`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** What a profile's top table groups by: the kinds of start-up work the bench reports. */
export const CATEGORIES = [
  ['federation runtime (init, share negotiation, remote entry)', /^@module-federation\//],
  ['React (render, hydration, commit)', /^(react-dom|react|scheduler)\b/],
  ['zod (schema construction, parsing)', /^zod\b/],
  ['router', /^(react-router|react-router-dom)\b/],
  ['TanStack Query', /^@tanstack\//],
  ['antd and its CSS-in-JS', /^(antd|@ant-design\/|@rc-component\/|rc-)/],
  ['react-hook-form', /^(react-hook-form|@hookform\/)/],
  ['jotai', /^jotai\b/],
  ['dayjs', /^dayjs\b/],
  ['bundler runtime (chunk loading, module wrappers)', /^(webpack|rspack)\//],
  ['shell code', /^shell\//],
  ['shared code', /^shared\//],
  ['remote code', /^mf-[\w-]+\//],
];

/**
 * The module label of a source path from a source map: a package's name and file for code under
 * node_modules, the path from the workspace's app folder for the workspace's own code.
 */
export function moduleOf(source) {
  const path = source.replace(/^webpack:\/\//, '').replace(/\?.*$/, '');
  // The federation plugin embeds its bundler glue as generated code whose "source" is the code itself.
  if (path.length > 200 && path.includes('federation')) return '@module-federation/embedded (bundler glue)';
  const packages = path.split('node_modules/');
  if (packages.length > 1) {
    const inPackage = packages.at(-1);
    const parts = inPackage.split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const file = parts.at(-1);
    return `${name} (${file})`;
  }
  if (/^(webpack|rspack)\//.test(path)) return path;
  const workspace = /(?:^|\/)((?:shell|shared|mf-[\w-]+)\/(?:src|build)\/.*)$/.exec(path);
  return workspace ? workspace[1] : path.replace(/^(\.\.\/)+/, '');
}

/** The category of a module label (see CATEGORIES), or `other script`. */
export function categoryOf(module) {
  return CATEGORIES.find(([, pattern]) => pattern.test(module))?.[0] ?? 'other script';
}

/** Base-64 digits of source-map VLQs. */
const BASE64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** Decodes one segment of a source map's `mappings` (VLQ, base 64) into its numbers. */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * A source map's lookup: (0-based line, 0-based column) of the generated file → its original source,
 * line (1-based) and name, from the closest mapping at or before the column.
 */
export function sourceMapLookup(map) {
  const lines = [];
  let source = 0;
  let name = 0;
  let originalLine = 0;
  for (const line of map.mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const text of line.split(',')) {
      if (!text) continue;
      // The fourth number (the original column) is not needed: a frame is named by file, line and name.
      const [columnDelta, sourceDelta, lineDelta, , nameDelta] = decodeSegment(text);
      column += columnDelta;
      if (sourceDelta === undefined) continue;
      source += sourceDelta;
      originalLine += lineDelta;
      if (nameDelta !== undefined) name += nameDelta;
      segments.push({ column, source, line: originalLine, name: nameDelta === undefined ? undefined : name });
    }
    lines.push(segments);
  }
  return (line, column) => {
    const segments = lines[line];
    if (!segments || segments.length === 0) return undefined;
    let found;
    for (const segment of segments) {
      if (segment.column > column) break;
      found = segment;
    }
    found ??= segments[0];
    return {
      source: map.sources[found.source],
      line: found.line + 1,
      name: found.name === undefined ? undefined : map.names[found.name],
    };
  };
}

/**
 * Resolves CPU profile frames (`{ url, lineNumber, columnNumber, functionName }`) to
 * `{ module, category, fn }`. `fileOfUrl(url)` gives the built file a URL serves (or undefined); its
 * `.map` beside it is read once, and its sources (relative to the map) are named from `root`, the
 * workspace. Without a map, the chunk's file name stands for the module.
 */
export function frameResolver(fileOfUrl, root = process.cwd()) {
  const lookups = new Map();
  const lookupFor = (url) => {
    if (!lookups.has(url)) {
      const file = fileOfUrl(url);
      const mapFile = file && `${file}.map`;
      if (!mapFile || !existsSync(mapFile)) lookups.set(url, undefined);
      else {
        const map = JSON.parse(readFileSync(mapFile, 'utf8'));
        const sources = map.sources.map((source) =>
          /^webpack:/.test(source) ? source : relative(root, resolve(dirname(mapFile), source)),
        );
        lookups.set(url, sourceMapLookup({ ...map, sources }));
      }
    }
    return lookups.get(url);
  };
  return ({ url, lineNumber, columnNumber, functionName }) => {
    if (!url) {
      const native = functionName || '(anonymous)';
      return { module: native, category: native.startsWith('(') ? native : 'browser', fn: native };
    }
    const original = lookupFor(url)?.(lineNumber, columnNumber);
    const module = original?.source ? moduleOf(original.source) : `${new URL(url).pathname} (no source map)`;
    const fn = original?.name ?? (functionName || (original ? `line ${original.line}` : '(anonymous)'));
    return { module, category: categoryOf(module), fn };
  };
}

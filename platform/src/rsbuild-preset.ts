/**
 * Build settings every app shares, so each app's rsbuild.config.ts only says what is its own.
 * Federation settings stay in each app's module-federation.config.ts.
 */
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';
import { pluginReact } from '@rsbuild/plugin-react';
import { ownCopies, statefulSharedFiles } from './federation';
import { pluginPrecompress } from './precompress';

/** Where the reference API listens; the shell's dev server forwards `/api` and `/wp-json` to it. */
export const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

const unusedTooltipProvider = new URL('./antd-unused-tooltip-provider.tsx', import.meta.url).pathname;

export interface AppBuildOptions {
  /** `host` for the shell, `remote` for a feature app. */
  role: 'host' | 'remote';
  /** Dev-server port (shell 3000, ferry 3001, hotels 3002, activities 3003, holidays 3004, blog 3005). */
  port: number;
  /**
   * A remote's federation container (its module-federation.config.ts). The host has none: it is built
   * as a plain app and creates its federation instance in the browser when a remote is first needed
   * (shell/src/app/federation.ts), so a page without a remote carries no federation runtime.
   */
  federation?: ModuleFederationOptions;
  title: string;
}

export function defineAppConfig({ role, port, federation, title }: AppBuildOptions): RsbuildConfig {
  const production = process.env.NODE_ENV === 'production';
  if (role === 'remote' && !federation) throw new Error('a remote needs its federation configuration');
  // `pnpm dev --only <remote>` (scripts/dev.mjs sets MF_DEV_INSIDE_SITE=1): this remote's dev server
  // runs inside the production site, so React and its JSX runtime are the shell's production
  // singletons. Its JSX then compiles for the production runtime (the production
  // `react/jsx-dev-runtime` has no `jsxDEV`), and a change reloads the page: Fast Refresh needs a
  // development React, which the shell does not ship.
  const insideSite = role === 'remote' && !production && process.env.MF_DEV_INSIDE_SITE === '1';
  // Remotes use the shell's federation runtime in production (so each remote entry stays small);
  // in dev they keep their own so they can also run standalone.
  // `target: 'web'` drops the runtime's Node script loader from the browser bundles (the pre-renderer
  // runs on Node without federation).
  const container = federation
    ? [
        pluginModuleFederation({
          ...federation,
          // A remote only consumes the shell's singletons, except standalone in dev, as its own host.
          ...(!production && !insideSite && federation.shared && !Array.isArray(federation.shared)
            ? { shared: ownCopies(federation.shared) }
            : {}),
          experiments: {
            ...federation.experiments,
            optimization: { target: 'web' as const },
            externalRuntime: production,
          },
          // A remote's entry sets a global; a bare name such as `activities` would collide with any
          // element whose id is `activities` (browsers expose ids on window), and the runtime would
          // then take that element for the container.
          library: { type: 'global', name: `__mf_remote_${federation.name}` },
        }),
      ]
    : [];
  return defineConfig({
    plugins: [
      pluginReact(insideSite ? { fastRefresh: false, swcReactOptions: { development: false } } : {}),
      ...container,
      // Retries a failed async chunk or stylesheet before the remote fallback is shown. Its start-up
      // script is a file of its own, not inline: the Content-Security-Policy allows no inline script.
      pluginAssetsRetry({
        max: 3,
        delay: (ctx) => 300 * 2 ** ctx.times,
        crossOrigin: role === 'remote',
        inlineScript: false,
      }),
      pluginPrecompress(),
    ],
    // Rsbuild 2 compiles dynamic imports lazily in dev by default; federated chunks requested by
    // another app's runtime then arrive from a newer compilation ("Chunk is from another build").
    dev: { lazyCompilation: false, ...(insideSite ? { hmr: false, liveReload: true } : {}) },
    server: {
      port,
      host: '127.0.0.1',
      strictPort: true,
      cors: role === 'remote',
      // The shell and a standalone remote reach the reference API through their own origin in dev.
      proxy: { '/api': API_ORIGIN, '/wp-json': API_ORIGIN },
    },
    html: {
      title,
      // `<html lang="en">`: screen readers pick the right voice, and axe's `html-has-lang` passes.
      template: new URL('./index.html', import.meta.url).pathname,
      favicon: new URL('../../shared/src/assets/favicon.svg', import.meta.url).pathname,
      // A remote's production build is only a federation container; its page exists in dev (standalone).
      inject: 'body',
    },
    tools: {
      ...(role === 'remote' && production ? { htmlPlugin: false } : {}),
      rspack: (config, { appendPlugins, rspack }) => {
        config.module ??= {};
        config.module.rules ??= [];
        // rc-field-form declares no `sideEffects`, so the one import of it the antd inputs reach (the
        // unused `FormProvider` of `antd/es/form/context`) kept all of it on every form page, which
        // validates with react-hook-form. Its modules only define code.
        config.module.rules.push({ test: /[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false });
        // antd's ConfigProvider imports the tooltip's UniqueProvider for `tooltip.unique`, which the
        // site never sets: that import is replaced by a pass-through (see the file for the figures).
        appendPlugins(
          new rspack.NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resolveData) => {
            if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(resolveData.context ?? '')) {
              resolveData.request = unusedTooltipProvider;
            }
          }),
        );
      },
    },
    output: {
      // Remotes resolve their chunks against their own origin, not the shell's.
      assetPrefix: role === 'remote' ? 'auto' : '/',
      // Emptied before a production build only: a dev server compiles in memory and must leave the
      // production build alone (`pnpm dev --only <remote>` serves the other apps' builds beside it,
      // and `npm start` would otherwise find a remote's `dist` gone and rebuild every app).
      cleanDistPath: 'auto',
      sourceMap: { js: production && !process.env.BUNDLE_SOURCEMAP ? false : 'source-map' },
    },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // jotai is shared as six entries (`jotai`, `jotai/utils`, their `react` and `vanilla` parts):
        // split by default, a remote page fetched them as many tiny chunks from the shell. The same for
        // the stateful modules of `@andaman/shared` (a tiny chunk each, each its own request at
        // start-up): one chunk, which every page loads.
        forceSplitting: {
          'lib-jotai': /[\\/]node_modules[\\/]jotai[\\/]/,
          'shared-singletons': statefulSharedFiles,
          // The shell's federation runtime came as four small chunks (split by which of the shell's lazy
          // parts use which of its modules), all loaded together, each its own request, script element
          // and evaluation on every page with a remote: one chunk. Remotes bundle their own part of it.
          // (TanStack Query's chunks, merged the same way, put more of it on the ferry pages: kept apart.)
          ...(role === 'host' ? { 'lib-federation': /[\\/]node_modules[\\/]@module-federation[\\/]/ } : {}),
        },
        // A remote's page is requested from the remote's origin, six files at a time on HTTP/1.1: with
        // the default `minSize` (20 KB of source) a page such as `/hotels` came as more small chunks of
        // its own than one round of requests holds. A module shared by pages is split out only when
        // that saves 150 KB of source.
        ...(role === 'remote' ? { override: { minSize: 150_000 } } : {}),
      },
    },
  });
}

import type { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';

/** What the shell's build states for each singleton (`module-federation.config.ts`). */
interface ProvidedVersion {
  version: string;
  requiredVersion: string;
}

type SharedOption = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

declare const __PROVIDED_SINGLETONS__: Record<string, ProvidedVersion> | undefined;

/**
 * How the shell provides each shared singleton to remotes: its own copy of the module, the one its
 * own code imports. React and its renderer are in every page's first load already (`LOADED`); the
 * others load when a remote first asks for them (`ON_REQUEST`). `provided-singletons.test.ts` holds
 * the two lists equal to the build's (`federationShared`), so a singleton added to the policy cannot
 * be left out here.
 */
export const LOADED: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
};

// Not prefetched when this module loads: on a remote page that is start-up, and the prefetch trigger's
// dozens of link elements took one long task (profile in docs/performance-journal.md). A remote asks for
// the ones it needs as soon as its entry runs.
export const ON_REQUEST: Record<string, () => Promise<unknown>> = {
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  jotai: () => import('jotai'),
  'jotai/react': () => import('jotai/react'),
  'jotai/vanilla': () => import('jotai/vanilla'),
  'jotai/utils': () => import('jotai/utils'),
  'jotai/react/utils': () => import('jotai/react/utils'),
  'jotai/vanilla/utils': () => import('jotai/vanilla/utils'),
  dayjs: () => import('dayjs'),
  '@andaman/shared/router': () => import('@andaman/shared/router'),
  '@andaman/shared/runtime-config': () => import('@andaman/shared/runtime-config'),
  '@andaman/shared/api-client/config': () => import('@andaman/shared/api-client/config'),
  '@andaman/shared/ui/site-providers': () => import('@andaman/shared/ui/site-providers'),
  '@andaman/shared/ui/app-providers': () => import('@andaman/shared/ui/app-providers'),
  '@andaman/shared/ui/query-scope': () => import('@andaman/shared/ui/query-scope'),
  '@andaman/shared/ui/toast': () => import('@andaman/shared/ui/toast'),
  '@andaman/shared/ui/antd-theme': () => import('@andaman/shared/ui/antd-theme'),
  '@andaman/shared/ui/hydration': () => import('@andaman/shared/ui/hydration'),
  '@andaman/shared/ui/carousel-base': () => import('@andaman/shared/ui/carousel-base'),
  '@andaman/shared/ui/config-provider': () => import('@andaman/shared/ui/config-provider'),
  '@andaman/shared/ui/date-picker': () => import('@andaman/shared/ui/date-picker'),
  '@andaman/shared/ui/drawer': () => import('@andaman/shared/ui/drawer'),
  '@andaman/shared/ui/message': () => import('@andaman/shared/ui/message'),
  '@andaman/shared/ui/modal': () => import('@andaman/shared/ui/modal'),
};

/**
 * The `shared` option of the shell's federation instance: each singleton at the version the build
 * states, provided from the shell's own copy. A module already loaded is handed over as it is (`lib`);
 * the others are loaded on a remote's first request (`get`).
 */
export function providedSingletons(
  versions: Record<string, ProvidedVersion> = typeof __PROVIDED_SINGLETONS__ === 'object'
    ? __PROVIDED_SINGLETONS__
    : {},
): SharedOption {
  const shared: SharedOption = {};
  for (const [name, { version, requiredVersion }] of Object.entries(versions)) {
    const shareConfig = { singleton: true, requiredVersion };
    const load = ON_REQUEST[name];
    if (load) shared[name] = { version, shareConfig, get: () => load().then((module) => () => module) };
    else if (name in LOADED) shared[name] = { version, shareConfig, lib: () => LOADED[name] };
  }
  return shared;
}

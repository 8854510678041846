/**
 * Build-time pre-rendering (scripts/prerender.mjs runs this bundle in Node after the shell's build):
 * renders a path of the site to HTML with the same tree the browser hydrates. A remote's page or
 * widget is left to the browser (its boundary's fallback is in the HTML), so the shell's HTML never
 * holds a remote's markup and a remote still ships without a shell rebuild.
 */

import { errorText, prerenderToString } from '@andaman/platform/prerender-react';
import { configureApi } from '@andaman/shared/api-client/config';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { StaticRouter } from '@andaman/shared/router-server';
import { setRuntimeConfig } from '@andaman/shared/runtime-config';
import { SiteRoot } from '../app/site-root';
import { CLIENT_ONLY_DIGEST } from '../hydration/client-only';

export interface PrerenderedPage {
  /** The markup of the root element's content. */
  html: string;
  /** Errors other than the planned client-only boundaries (a page that cannot pre-render). */
  errors: string[];
}

export async function renderPage(path: string, config: RuntimeConfig): Promise<PrerenderedPage> {
  setRuntimeConfig(config);
  configureApi({ apiBaseUrl: config.api.baseUrl, contentBaseUrl: config.api.contentBaseUrl });
  const errors: string[] = [];
  const html = await prerenderToString(
    <SiteRoot config={config} router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>} />,
    (error) => {
      const digest = (error as { digest?: string } | null)?.digest;
      if (digest === CLIENT_ONLY_DIGEST) return CLIENT_ONLY_DIGEST;
      errors.push(errorText(error));
      return undefined;
    },
  );
  return { html, errors };
}

/**
 * antd's component styles as static CSS, generated for the brand theme.
 *
 * antd computes every component's CSS in the browser on first render (CSS-in-JS), which kept the main thread
 * busy for a long time on a page with many components (`/hotels`). With `theme.zeroRuntime` it skips that
 * work and expects the CSS in a file instead. This module renders each antd door of `src/ui` on the server,
 * in the brand theme, and collects the styles antd registers: one CSS file per door, imported by the door, so
 * a page downloads the CSS of the components it renders and nothing else.
 *
 * Only component styles are static. Design tokens stay CSS variables that antd's runtime writes from
 * the theme (cheap: no style generation), so the theme keeps one source (`theme.tsx`). The CSS is in
 * the cascade layer `antd`, under every unlayered rule: the site's CSS modules override antd whatever
 * order the files arrive in (before, antd's style tags were first in `<head>` for the same effect).
 */

import { brandTheme } from '@andaman/shared/ui/theme';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
// The package entry (CommonJS under Node): its named exports load in tsx and vitest alike.
import { Button, Carousel, ConfigProvider, DatePicker, Drawer, Modal, message } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** The cascade layer of antd's static CSS (see the module comment). */
export const ANTD_CSS_LAYER = 'antd';

/** The folder of `src/ui` the generated files live in, one `<door>.css` per antd door. */
export const ANTD_CSS_FOLDER = 'antd-css';

/** The reset antd shares between components (box-sizing, fonts): written once, into the provider's file. */
const SHARED_RESET_PATH = 'Shared';

/**
 * What each door's file must cover: the component in the variants and states the site renders, plus
 * the panels antd shows in a portal (a server render has no portal, so they are rendered directly).
 */
const doorSamples: Record<string, () => ReactNode> = {
  'carousel-base': () => (
    <Carousel dots arrows>
      <div>1</div>
    </Carousel>
  ),
  'config-provider': () => null,
  'date-picker': () => (
    <>
      <DatePicker />
      <DatePicker.RangePicker />
      <DatePicker._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  ),
  drawer: () => (
    <Drawer._InternalPanelDoNotUseOrYouWillBeFired title="t">d</Drawer._InternalPanelDoNotUseOrYouWillBeFired>
  ),
  message: () => <message._InternalPanelDoNotUseOrYouWillBeFired type="success" content="m" />,
  modal: () => (
    <>
      <Modal._InternalPanelDoNotUseOrYouWillBeFired title="t" footer={<Button>b</Button>}>
        m
      </Modal._InternalPanelDoNotUseOrYouWillBeFired>
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="t" />
    </>
  ),
};

/** The doors this module knows how to sample (the door test fails for a door missing here). */
export const sampledDoors = Object.keys(doorSamples);

/** The theme the static CSS is rendered in: the brand theme with plain class names (no hash). */
export const staticCssTheme = { ...brandTheme, hashed: false } as const;

/** antd's registered styles of one render, each as [cache key, CSS]: component styles only, no tokens. */
function renderStyles(node: ReactNode): [string, string][] {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={staticCssTheme}>{node}</ConfigProvider>
    </StyleProvider>,
  );
  const keys = [...cache.cache.keys()].filter((key) => key.startsWith('style%') && !isIconStyle(key));
  return keys.map((key) => {
    // Extract one entry at a time by marking every other entry as already extracted.
    for (const other of keys) if (other !== key) cache.extracted.add(other);
    cache.extracted.delete(key);
    return [key, withoutCachePathMap(extractStyle(cache, { plain: true, types: 'style', once: true }))];
  });
}

/** extractStyle appends a map of cache paths for its own SSR hydration; the static file has no use for it. */
function withoutCachePathMap(css: string): string {
  return css.replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/g, '');
}

// Cache keys look like `style%%Shared%ant` (the empty part is the hash, off here).
const isSharedReset = (key: string) => key.includes(`%${SHARED_RESET_PATH}%`);

/** The icons' base style, which the provider keeps writing at run time (it is not a component style). */
const isIconStyle = (key: string) => key.includes('%ant-design-icons%');

/**
 * antd's reset for links inside its components. With a hash, antd scopes it under the hash class; with
 * plain class names it would style every link of the page, so it is scoped to antd's components here:
 * each component's root carries its CSS-variable class (`css-var-…`).
 */
export function scopeLinkReset(css: string): string {
  return css.replace(/(^|[},])(a(?=[:[{,]))/g, '$1:where([class*="css-var-"]) $2');
}

/** The static CSS of every door, by door name (the door's file name without extension). */
export function generateAntdCss(): Map<string, string> {
  const sharedReset = new Map<string, string>();
  const files = new Map<string, string>();
  for (const [door, sample] of Object.entries(doorSamples)) {
    const styles = renderStyles(sample());
    for (const [key, css] of styles)
      if (isSharedReset(key) && !sharedReset.has(key)) sharedReset.set(key, css);
    files.set(
      door,
      styles
        .filter(([key]) => !isSharedReset(key))
        .map(([, css]) => css)
        .join(''),
    );
  }
  // The provider is loaded wherever antd renders, so the reset every component needs travels with it.
  files.set('config-provider', scopeLinkReset([...sharedReset.values()].join('')));
  return new Map([...files].map(([door, css]) => [door, toLayeredFile(door, css)]));
}

function toLayeredFile(door: string, css: string): string {
  return `/* Generated by \`pnpm --filter @andaman/platform generate:antd-css\` (platform/src/antd-static-css.tsx): antd's styles for the ${door} door in the brand theme. Do not edit. */\n@layer ${ANTD_CSS_LAYER}{${css}}\n`;
}

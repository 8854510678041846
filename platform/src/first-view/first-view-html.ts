import { FIRST_VIEW_OF_ATTRIBUTE, FIRST_VIEW_STATE_ATTRIBUTE } from '@andaman/shared/remote-contract';
import { REMOTE_ROOT_ATTRIBUTE, REMOTE_ROOT_LOCATION_ATTRIBUTE } from '@andaman/shared/remote-root';
import { splitMetadata } from '../prerender-html.mjs';

/** JSON inside `<script>`: `<` escaped, so no text in the data can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** An attribute value: `&` and `"` escaped. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A first view's file: marked with the route pattern, the CSS its markup uses first, the page's
 * markup in the element the browser's root hydrates (`REMOTE_ROOT_ATTRIBUTE`, with the address it was
 * rendered for) without the metadata React hoists (the live page sets the title), and the page's data
 * when it was rendered with some (a script element that is data, never run). Until it has hydrated,
 * its links and forms work as plain HTML.
 */
export function firstViewHtml(
  pattern: string,
  renderedFor: string,
  rendered: string,
  css: string,
  state?: unknown,
): string {
  const { markup } = splitMetadata(rendered);
  const style = css ? `<style>${css}</style>` : '';
  const data =
    state === undefined
      ? ''
      : `<script type="application/json" ${FIRST_VIEW_STATE_ATTRIBUTE}>${scriptSafeJson(state)}</script>`;
  const root = `<div ${REMOTE_ROOT_ATTRIBUTE} ${REMOTE_ROOT_LOCATION_ATTRIBUTE}="${attribute(renderedFor)}">${markup}</div>`;
  return `<div ${FIRST_VIEW_OF_ATTRIBUTE}="${attribute(pattern)}">${style}${root}${data}</div>`;
}

import { FIRST_VIEW_OF_ATTRIBUTE, FIRST_VIEW_STATE_ATTRIBUTE } from '@andaman/shared/remote-contract';
import { splitMetadata } from '../prerender-html.mjs';

/** JSON inside `<script>`: `<` escaped, so no text in the data can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A first view's file: its root marked with the route pattern and `inert` (a picture of the page until
 * the page's code has loaded: nothing in it can be focused or clicked), the CSS its markup uses first,
 * the page's markup without the metadata React hoists (the live page sets the title), and the page's
 * data when it was rendered with some (a script element that is data, never run).
 */
export function firstViewHtml(pattern: string, rendered: string, css: string, state?: unknown): string {
  const { markup } = splitMetadata(rendered);
  const style = css ? `<style>${css}</style>` : '';
  const data =
    state === undefined
      ? ''
      : `<script type="application/json" ${FIRST_VIEW_STATE_ATTRIBUTE}>${scriptSafeJson(state)}</script>`;
  return `<div ${FIRST_VIEW_OF_ATTRIBUTE}="${pattern}" inert>${style}${markup}${data}</div>`;
}

import { onUseModule } from '@andaman/shared/on-use-module';
import { use, useId, useState } from 'react';
import styles from '../assets/styles/safe-html.module.css';

/** The sanitiser (`xss`, `cssfilter`): loaded by the first render that has HTML to clean. */
const sanitizer = onUseModule(() => import('./sanitize-html'));

/**
 * Loads the sanitiser ahead of a render that needs it (a test's setup, a page about to render new HTML
 * in the browser); resolves once it is there.
 */
export const loadSanitizer = async (): Promise<void> => {
  await sanitizer.load();
};

/** On a `SafeHtml`'s element: its `useId`, by which its first render in the browser finds its server HTML. */
const SAFE_HTML_ATTRIBUTE = 'data-safe-html';

/**
 * The HTML the server rendered for the `SafeHtml` `id`, as the document holds it, or `undefined` when the
 * document has none (on the server, in a render in the browser). It came sanitised by the server, which
 * runs the same sanitiser; content cannot forge the marker (the sanitiser drops `data-` attributes).
 */
function serverHtml(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[${SAFE_HTML_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML;
}

export interface SafeHtmlProps {
  /** Untrusted HTML from the content system or the API. */
  html: string | null | undefined;
  /** Element to render (default `div`; `span` for inline snippets in a card). */
  as?: 'div' | 'section' | 'article' | 'span';
  /** `prose` styles headings, lists, images and tables for reading; `plain` inherits everything. */
  variant?: 'prose' | 'plain';
  className?: string;
}

/**
 * Renders CMS or hotel HTML after sanitising it (`sanitizeHtml`). The server sanitises what its first view
 * carries; the render in the browser that hydrates it keeps that HTML as it is, so the sanitiser is not
 * downloaded at start-up. Any other render (new HTML, a navigation) sanitises in the browser, waiting
 * (suspending) for the sanitiser the first time.
 */
export function SafeHtml({ html, as: Element = 'div', variant = 'prose', className }: SafeHtmlProps) {
  const id = useId();
  // Read once, in the render that hydrates: the server's HTML for the `html` it was rendered with.
  const [hydrated] = useState(() => {
    const clean = serverHtml(id);
    return clean === undefined ? undefined : { html, clean };
  });
  const loaded = sanitizer.useIfLoaded();
  const clean =
    hydrated && hydrated.html === html
      ? hydrated.clean
      : (loaded ?? use(sanitizer.load())).sanitizeHtml(html);
  return (
    <Element
      {...{ [SAFE_HTML_ATTRIBUTE]: id }}
      className={[variant === 'prose' ? styles.prose : styles.plain, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

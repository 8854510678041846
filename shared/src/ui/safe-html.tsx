import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { useLayoutEffect, useMemo, useRef } from 'react';
import styles from '../assets/styles/safe-html.module.css';

/**
 * Tags CMS and hotel HTML may not bring in: `<style>` would restyle the whole site, and forms
 * or inputs in third-party content are a phishing risk. Scripts, event handlers and
 * `javascript:` URLs are already removed by DOMPurify's defaults.
 */
const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'];

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  ADD_ATTR: ['target'],
};

/** Inline styles that could carry code (old `expression()`, `javascript:` URLs, XBL bindings). */
const UNSAFE_STYLE = /javascript:|vbscript:|expression\s*\(|-moz-binding|behavior\s*:/i;

let purifier: DOMPurify | undefined;

/** Our own DOMPurify instance, so its hooks never affect another library's sanitising. */
function getPurifier(): DOMPurify | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      // A new tab must not get a handle on this page.
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.tagName === 'A') {
      node.removeAttribute('target');
    }
    // No browser runs `javascript:` from CSS any more, but none of it should reach the page either.
    if (UNSAFE_STYLE.test(node.getAttribute('style') ?? '')) node.removeAttribute('style');
    if (node.tagName === 'IMG') {
      // A CMS image without a text alternative is treated as decorative rather than read out by file name.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitises untrusted HTML (WordPress posts, hotel descriptions) for `innerHTML`. Without a
 * DOM (server-side) nothing is trusted and an empty string is returned.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const instance = getPurifier();
  return instance ? instance.sanitize(html, CONFIG) : '';
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
 * Renders CMS or hotel HTML after sanitising it with DOMPurify. The server, which has no DOM to
 * sanitise with, sends the element empty: hydration keeps server HTML as it is, so the sanitised HTML
 * is put in once the element has hydrated.
 */
export function SafeHtml({ html, as: Element = 'div', variant = 'prose', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const current = element.current;
    if (current && current.innerHTML === '' && clean !== '') current.innerHTML = clean;
  }, [clean]);
  return (
    <Element
      ref={(node: HTMLElement | null) => {
        element.current = node;
      }}
      className={[variant === 'prose' ? styles.prose : styles.plain, className].filter(Boolean).join(' ')}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

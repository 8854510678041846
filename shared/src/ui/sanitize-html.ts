/**
 * The HTML sanitiser of `SafeHtml` (`ui/safe-html`), with `xss` and `cssfilter`: a module of its own, so a
 * page whose HTML came sanitised in the server's first view does not download it at start-up; `SafeHtml`
 * loads it for a render in the browser (a navigation, new data).
 */
import { cssFilter, FilterXSS, getDefaultWhiteList, type IWhiteList, parseAttr, safeAttrValue } from 'xss';

/**
 * Elements whose content goes with them: code, styles that would restyle the whole site, frames and
 * plugins, and foreign markup. Other elements outside the allow-list lose their tags and keep their text.
 * Forms, inputs and buttons are outside it too: in third-party content they are a phishing risk.
 */
const REMOVED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'xmp',
];

/** Attributes any allowed element keeps (`id` is not one: content must not shadow the page's ids). */
const GLOBAL_ATTRIBUTES = ['class', 'style', 'title', 'lang', 'dir', 'role'];

/** Inline styles that could carry code (old `expression()`, `javascript:` URLs, XBL bindings). */
const UNSAFE_STYLE = /javascript:|vbscript:|expression\s*\(|-moz-binding|behavior\s*:/i;

const allowList: IWhiteList = getDefaultWhiteList();

/** An image's attributes as the page wants them: decorative unless described, loaded when near. */
function imageTag(tag: string): string {
  let described = false;
  // The attributes between the name and the closing `>` or `/>`.
  const attributes = parseAttr(tag.slice(4, tag.endsWith('/>') ? -2 : -1), (name, value) => {
    if (!(allowList.img ?? []).includes(name) && !GLOBAL_ATTRIBUTES.includes(name)) return '';
    const safe = attribute('img', name, value);
    if (name === 'alt') described = true;
    return safe;
  });
  return `<img ${[attributes, described ? '' : 'alt=""', 'loading="lazy" decoding="async"'].filter(Boolean).join(' ')}>`;
}

/** `name="value"` with the value made safe (URLs checked, CSS filtered, quotes escaped), or nothing. */
function attribute(tag: string, name: string, value: string): string {
  const safe = safeAttrValue(tag, name, value, cssFilter);
  if (name === 'style' && UNSAFE_STYLE.test(safe)) return '';
  // An empty `alt` says the image is decorative: it is kept, any other empty value is dropped.
  return safe === '' && name !== 'alt' ? '' : `${name}="${safe}"`;
}

/** Where the output is inside an element removed with its content: cut once the filter is done. */
const removed = { ranges: [] as Array<[number, number]>, openedAt: undefined as number | undefined };

const filter = new FilterXSS({
  whiteList: allowList,
  onTag: (tag, html, { isClosing }) => (tag === 'img' && !isClosing ? imageTag(html) : undefined),
  // Elements outside the allow-list lose their tags; those removed with their content mark where.
  onIgnoreTag: (tag, _html, { position, isClosing }) => {
    if (!REMOVED_WITH_CONTENT.includes(tag) || position === undefined) return '';
    if (!isClosing) removed.openedAt ??= position;
    else if (removed.openedAt !== undefined) {
      removed.ranges.push([removed.openedAt, position]);
      removed.openedAt = undefined;
    }
    return '';
  },
  onTagAttr: (tag, name, value, isAllowed) => {
    if (tag === 'a' && name === 'target') {
      // A new tab must not get a handle on this page; no other target is kept.
      return value.trim() === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    }
    // An unsafe URL loses its attribute, rather than leaving an empty one (a link to this page).
    return isAllowed ? attribute(tag, name, value) : undefined;
  },
  onIgnoreTagAttr: (tag, name, value) =>
    GLOBAL_ATTRIBUTES.includes(name) || name.startsWith('aria-') ? attribute(tag, name, value) : '',
});

/**
 * Sanitises untrusted HTML (WordPress posts, hotel descriptions) for `innerHTML`: an allow-list of
 * elements and attributes, URLs limited to http(s), mail, phone, relative and image data. A string
 * function with no DOM, so the server's render and the browser's give the same HTML.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  removed.ranges = [];
  removed.openedAt = undefined;
  const filtered = filter.process(html);
  // An element left open runs to the end, as a browser would read it.
  const ranges: Array<[number, number]> = [...removed.ranges];
  if (removed.openedAt !== undefined) ranges.push([removed.openedAt, filtered.length]);
  let kept = '';
  let from = 0;
  for (const [start, end] of ranges) {
    kept += filtered.slice(from, start);
    from = end;
  }
  return kept + filtered.slice(from);
}

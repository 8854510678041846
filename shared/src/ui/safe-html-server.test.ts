import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

// Node, no DOM: how the first views are rendered, at build time and per request.
describe('SafeHtml on the server', () => {
  it('sanitises without a DOM', () => {
    expect(typeof document).toBe('undefined');
    expect(sanitizeHtml('<p onmouseover="x()">Safe text stays.</p><script>x()</script>')).toBe(
      '<p>Safe text stays.</p>',
    );
  });

  it('puts the sanitised body in the HTML the server sends', () => {
    const html = renderToString(
      createElement(SafeHtml, { html: '<h2>Havelock</h2><img src="x.jpg" onerror="x()">' }),
    );
    expect(html).toContain('<h2>Havelock</h2>');
    expect(html).not.toMatch(/onerror/);
  });
});

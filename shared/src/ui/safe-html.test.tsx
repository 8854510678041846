import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes <script> elements', () => {
    const clean = sanitizeHtml('<p>Sea view</p><script>alert(1)</script>');
    expect(clean).toBe('<p>Sea view</p>');
  });

  it('removes event handlers such as onerror=', () => {
    const clean = sanitizeHtml('<img src="x.jpg" onerror="alert(1)" alt="Pool">');
    expect(clean).not.toMatch(/onerror/i);
    expect(clean).toContain('alt="Pool"');
  });

  it('removes javascript: links, <style> and forms', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><style>body{display:none}</style><form><input name="card"></form>',
    );
    expect(clean).not.toMatch(/javascript:|<style|<form|<input/i);
  });

  it('kills every script vector of a hostile WordPress post', () => {
    const hostile = [
      '<p>Hi</p><script src="https://evil.example/x.js"></script>',
      '<img src="x" onerror="window.hacked=true"><svg onload="window.hacked=true"><circle /></svg>',
      '<a href="javascript:window.hacked=true">a</a><a href=" JaVaScRiPt:alert(1)">b</a>',
      '<a href="jav&#x09;ascript:alert(1)">c</a><a href="&#106;avascript:alert(1)">d</a>',
      '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/">',
      '<div style="background:url(javascript:alert(1))" onmouseover="alert(1)">e</div>',
      '<math><mi xlink:href="javascript:alert(1)">f</mi></math>',
      '<form><button formaction="javascript:alert(1)">g</button></form>',
    ].join('');
    const clean = sanitizeHtml(hostile);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<base|<form|<button|srcdoc/i);
    expect(clean).not.toMatch(/\son[a-z]+=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(sanitizeHtml('<p style="text-align: center">Centred</p>')).toContain('style="text-align:center;"');
    const host = document.createElement('div');
    host.innerHTML = clean;
    for (const link of host.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/script:/i);
    }
  });

  it('protects links that open a new tab and lazy-loads images', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">Map</a>')).toContain(
      'rel="noopener noreferrer"',
    );
    expect(sanitizeHtml('<img src="a.jpg" alt="">')).toContain('loading="lazy"');
    expect(sanitizeHtml('<img src="a.jpg">')).toContain('alt=""');
    expect(sanitizeHtml('<img src="a.jpg" alt="Pool">')).toContain('alt="Pool"');
  });

  it('drops what an element left open would hide, and never leaves markers', () => {
    expect(sanitizeHtml('<p>Before</p><script>alert(1)')).toBe('<p>Before</p>');
    expect(sanitizeHtml('<p>A</p><style>p{}</style><p>B</p>')).toBe('<p>A</p><p>B</p>');
    expect(sanitizeHtml('<form><label>Card</label><input name="card"></form>')).toBe('Card');
  });

  it('keeps the attributes content styles by and drops those that could shadow the page', () => {
    expect(sanitizeHtml('<h2 class="wp-block-heading" id="location" data-x="1">Head</h2>')).toBe(
      '<h2 class="wp-block-heading">Head</h2>',
    );
    expect(sanitizeHtml('<a href="https://example.org" target="_top" rel="opener">Map</a>')).toBe(
      '<a href="https://example.org">Map</a>',
    );
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised HTML', () => {
    const { container } = render(
      <SafeHtml
        html={'<h2>About This Hotel</h2><p onclick="steal()">Beachfront rooms</p><script>steal()</script>'}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About This Hotel' })).toBeInTheDocument();
    expect(screen.getByText('Beachfront rooms')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
  });

  it('can render inline as a span', () => {
    const { container } = render(<SafeHtml as="span" variant="plain" html="<b>Deluxe</b> rooms" />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    expect(container.firstElementChild).toHaveTextContent('Deluxe rooms');
  });

  it('hydrates the server HTML as it is: the body is there before any script runs', async () => {
    const html = '<h2>About This Hotel</h2><p onclick="steal()">Beachfront &amp; <b>quiet</b></p>';
    const host = document.createElement('div');
    host.innerHTML = renderToString(<SafeHtml html={html} />);
    const serverBody = host.innerHTML;
    expect(serverBody).toContain('<p>Beachfront &amp; <b>quiet</b></p>');
    const errors: unknown[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(host, <SafeHtml html={html} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(host.innerHTML).toBe(serverBody);
  });
});

describe('SafeHtml without its sanitiser loaded (a page that starts from server HTML)', () => {
  const hostile = '<h2>About This Hotel</h2><p onclick="steal()">Beachfront</p><script>steal()</script>';

  /** A fresh copy of the module, whose sanitiser has not loaded; `imported` says when it is asked for. */
  async function freshSafeHtml() {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock('./sanitize-html', async (original) => {
      imported();
      return original();
    });
    const fresh = await import('./safe-html');
    return { FreshSafeHtml: fresh.SafeHtml, loadFreshSanitizer: fresh.loadSanitizer, imported };
  }

  afterEach(() => {
    vi.doUnmock('./sanitize-html');
  });

  it('hydrates the server HTML without downloading the sanitiser, then cleans new HTML with it', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(<SafeHtml html={hostile} />);
    const serverBody = host.innerHTML;
    expect(serverBody).not.toMatch(/onclick|<script/);
    const { FreshSafeHtml, loadFreshSanitizer, imported } = await freshSafeHtml();
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, <FreshSafeHtml html={hostile} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(host.innerHTML).toBe(serverBody);
    expect(imported).not.toHaveBeenCalled();

    // New HTML after hydration (new data, another tab) is cleaned in the browser, with the sanitiser.
    const next = '<p>Pool <img src="x.jpg" onerror="steal()"></p><a href="javascript:steal()">Map</a>';
    await act(async () => {
      root?.render(<FreshSafeHtml html={next} />);
      await loadFreshSanitizer();
    });
    expect(imported).toHaveBeenCalled();
    expect(host.textContent).toContain('Pool');
    expect(host.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    await act(async () => root?.unmount());
    host.remove();
  });

  it('cleans hostile HTML in a render in the browser (a navigation): it waits for the sanitiser', async () => {
    const { FreshSafeHtml, imported } = await freshSafeHtml();
    const { container } = await act(async () =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <FreshSafeHtml html={hostile} />
        </Suspense>,
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'About This Hotel' })).toBeInTheDocument();
    expect(imported).toHaveBeenCalled();
    expect(screen.getByText('Beachfront')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
  });
});

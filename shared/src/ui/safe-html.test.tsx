import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

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

  it('protects links that open a new tab and lazy-loads images', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">Map</a>')).toContain(
      'rel="noopener noreferrer"',
    );
    expect(sanitizeHtml('<img src="a.jpg" alt="">')).toContain('loading="lazy"');
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
});

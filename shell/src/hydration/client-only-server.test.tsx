// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ClientOnly } from './client-only';

describe('ClientOnly on the server (pre-rendering)', () => {
  it('leaves its fallback in the HTML and its content to the browser', () => {
    const html = renderToString(
      <ClientOnly fallback={<p>Loading</p>}>
        <p>Remote page</p>
      </ClientOnly>,
    );
    expect(html).toContain('Loading');
    expect(html).not.toContain('Remote page');
  });
});

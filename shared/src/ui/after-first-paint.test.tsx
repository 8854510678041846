import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('first renders the placeholder only, so what comes before it paints first', () => {
    const html = renderToString(
      <>
        <h1>Hero</h1>
        <AfterFirstPaint placeholder={<p>later</p>}>
          <p>Heavy form</p>
        </AfterFirstPaint>
      </>,
    );
    expect(html).toContain('Hero');
    expect(html).toContain('later');
    expect(html).not.toContain('Heavy form');
  });

  it('holds a screen-high empty block by default', () => {
    const html = renderToString(
      <AfterFirstPaint>
        <p>Heavy form</p>
      </AfterFirstPaint>,
    );
    expect(html).toMatch(/<div class="[^"]*placeholder[^"]*" aria-hidden="true"><\/div>/);
  });

  it('then renders the children in the deferred pass', async () => {
    render(
      <AfterFirstPaint placeholder={<p>later</p>}>
        <p>Heavy form</p>
      </AfterFirstPaint>,
    );
    expect(await screen.findByText('Heavy form')).toBeInTheDocument();
    expect(screen.queryByText('later')).not.toBeInTheDocument();
  });
});

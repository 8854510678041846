import { describe, expect, it, vi } from 'vitest';
import { wordpressControl } from './wordpress';

describe('wordpressControl', () => {
  it('does nothing without a configured WordPress', async () => {
    const fetcher = vi.fn<typeof fetch>();
    await wordpressControl(undefined, 'reset', {}, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
  });
  it("posts the control to the lane's mu-plugin with the token", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    await wordpressControl(
      { url: 'http://127.0.0.1:8088', token: 't0k' },
      'anonymous-comments',
      { anonymous: false },
      fetcher,
    );
    expect(fetcher).toHaveBeenCalledWith('http://127.0.0.1:8088/wp-json/andaman-test/v1/anonymous-comments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-andaman-test-token': 't0k' },
      body: '{"anonymous":false}',
    });
  });
  it('fails when WordPress refuses, so a test never runs on a backend that ignored its set-up', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response('nope', { status: 403 }));
    await expect(wordpressControl({ url: 'http://wp', token: 'bad' }, 'reset', {}, fetcher)).rejects.toThrow(
      'WordPress test control reset failed: 403 nope',
    );
  });
});

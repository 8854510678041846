import { QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { whenDefined } from './when-defined';

describe('whenDefined', () => {
  it('is skipToken while the input is undefined', () => {
    expect(whenDefined(undefined, async (id: number) => id)).toBe(skipToken);
  });

  it('asks with the input and the signal once there is one', async () => {
    const fetcher = vi.fn(async (id: number, signal: AbortSignal) => ({ id, aborted: signal.aborted }));
    const client = new QueryClient();
    const data = await client.fetchQuery(
      queryOptions({ queryKey: ['x', 7], queryFn: whenDefined(7, fetcher) }),
    );
    expect(data).toEqual({ id: 7, aborted: false });
    expect(fetcher).toHaveBeenCalledWith(7, expect.any(AbortSignal));
  });

  it('keeps 0 and empty text as inputs (only undefined skips)', () => {
    expect(whenDefined(0, async (id: number) => id)).not.toBe(skipToken);
    expect(whenDefined('', async (slug: string) => slug)).not.toBe(skipToken);
  });
});

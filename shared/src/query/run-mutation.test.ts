import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { runMutation } from './run-mutation';

describe('runMutation', () => {
  it("retries as its options say and reaches the client's mutation cache with its meta", async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const events: unknown[] = [];
    client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') events.push(event.mutation.meta);
    });
    const mutationFn = vi.fn().mockRejectedValue(new Error('down'));
    await expect(
      runMutation(
        client,
        { mutationFn, retry: 2, retryDelay: 0, meta: { errorToast: 'Try again.' } },
        { id: 1 },
      ),
    ).rejects.toThrow('down');
    expect(mutationFn).toHaveBeenCalledTimes(3);
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ id: 1 });
    expect(events).toEqual([{ errorToast: 'Try again.' }]);
  });

  it('resolves with the answer', async () => {
    const client = new QueryClient();
    await expect(runMutation(client, { mutationFn: async (n: number) => n * 2 }, 21)).resolves.toBe(42);
  });
});

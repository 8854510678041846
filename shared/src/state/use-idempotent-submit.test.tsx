import { isIdempotentAttemptOrNone } from '@andaman/shared/api-client/idempotency';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { guardedAtom } from './persisted-atom';
import { useIdempotentSubmit } from './use-idempotent-submit';

const attemptAtom = guardedAtom('test.attempt', null, isIdempotentAttemptOrNone);
const paymentAtom = guardedAtom('test.payment', null, isIdempotentAttemptOrNone);

function setUp() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useIdempotentSubmit(), { wrapper });
  return { submit: result.current, store };
}

describe('useIdempotentSubmit', () => {
  beforeEach(() => sessionStorage.clear());

  it('ignores a second submit in the same tick', async () => {
    const { submit } = setUp();
    const send = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('ok'), 10)));
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([submit(send), submit(send)]);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ status: 'sent', value: 'ok' }, { status: 'ignored' }]);
  });

  it('stays closed after a success and clears the keys it used', async () => {
    const { submit, store } = setUp();
    await act(async () => {
      await submit(async (keyFor) => [keyFor(attemptAtom, { a: 1 }), keyFor(paymentAtom, { p: 1 })]);
    });
    expect(store.get(attemptAtom)).toBeNull();
    expect(store.get(paymentAtom)).toBeNull();
    const again = vi.fn(async () => 'twice');
    await act(async () => {
      expect(await submit(again)).toEqual({ status: 'ignored' });
    });
    expect(again).not.toHaveBeenCalled();
  });

  it('opens again after a failure, and the retry of the same request sends the same key', async () => {
    const { submit, store } = setUp();
    const keys: string[] = [];
    const failing = async (keyFor: (atom: typeof attemptAtom, request: unknown) => string) => {
      keys.push(keyFor(attemptAtom, { room: 3 }));
      throw new Error('Booking failed');
    };
    await act(async () => {
      expect((await submit(failing)).status).toBe('failed');
      expect((await submit(failing)).status).toBe('failed');
    });
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(store.get(attemptAtom)?.key).toBe(keys[0]);
  });

  it('gives a changed request a fresh key', async () => {
    const { submit } = setUp();
    const keys: string[] = [];
    await act(async () => {
      for (const room of [3, 4]) {
        await submit(async (keyFor) => {
          keys.push(keyFor(attemptAtom, { room }));
          throw new Error('no');
        });
      }
    });
    expect(keys[1]).not.toBe(keys[0]);
  });
});

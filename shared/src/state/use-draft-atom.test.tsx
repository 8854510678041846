import { act, renderHook } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { useDraftAtom } from './use-draft-atom';

describe('useDraftAtom', () => {
  it('gives the value as the page opened and saves without re-rendering the form', () => {
    const draftAtom = atom({ name: 'Asha' });
    const store = createStore();
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useDraftAtom(draftAtom);
      },
      { wrapper },
    );
    expect(result.current[0]).toEqual({ name: 'Asha' });
    const rendersBefore = renders;
    act(() => result.current[1]({ name: 'Asha Rao' }));
    act(() => result.current[1]({ name: 'Asha Rao K' }));
    expect(store.get(draftAtom)).toEqual({ name: 'Asha Rao K' });
    expect(renders).toBe(rendersBefore);
    expect(result.current[0]).toEqual({ name: 'Asha' });
  });
});

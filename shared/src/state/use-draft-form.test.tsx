import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { persistedAtom } from './persisted-atom';
import { useDraftForm } from './use-draft-form';

const draftSchema = z.object({ name: z.string(), guests: z.array(z.object({ age: z.string() })) });
type Draft = z.infer<typeof draftSchema>;

function setUp(key: string) {
  const draftAtom = persistedAtom(key, { name: '', guests: [{ age: '' }] }, draftSchema);
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  let renders = 0;
  const hook = renderHook(
    () => {
      renders += 1;
      return useDraftForm({
        draftAtom,
        defaultValues: (draft: Draft) => draft,
        toDraft: (values: Draft) => values,
      });
    },
    { wrapper },
  );
  return { ...hook, store, draftAtom, renders: () => renders };
}

describe('useDraftForm', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts from the saved draft, parsed by its schema', () => {
    sessionStorage.setItem('test.draft.saved', JSON.stringify({ name: 'Asha', guests: [{ age: '34' }] }));
    const { result } = setUp('test.draft.saved');
    expect(result.current.getValues()).toEqual({ name: 'Asha', guests: [{ age: '34' }] });
  });

  it('drops a stored draft the schema refuses', () => {
    sessionStorage.setItem('test.draft.bad', JSON.stringify({ name: 42 }));
    const { result } = setUp('test.draft.bad');
    expect(result.current.getValues()).toEqual({ name: '', guests: [{ age: '' }] });
  });

  it('saves every change without re-rendering the form', () => {
    const { result, store, draftAtom, renders } = setUp('test.draft.typing');
    const before = renders();
    act(() => result.current.setValue('name', 'Asha'));
    act(() => result.current.setValue('guests.0.age', '34'));
    expect(store.get(draftAtom)).toEqual({ name: 'Asha', guests: [{ age: '34' }] });
    expect(JSON.parse(sessionStorage.getItem('test.draft.typing') ?? 'null')).toEqual({
      name: 'Asha',
      guests: [{ age: '34' }],
    });
    expect(renders()).toBe(before);
  });

  it('stops saving once unmounted', () => {
    const { result, unmount, store, draftAtom } = setUp('test.draft.unmounted');
    const { setValue } = result.current;
    unmount();
    setValue('name', 'late');
    expect(store.get(draftAtom).name).toBe('');
  });
});

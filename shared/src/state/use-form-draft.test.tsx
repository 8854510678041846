import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useFormDraft } from './use-form-draft';

describe('useFormDraft', () => {
  it('saves the values on every change', () => {
    const save = vi.fn();
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { name: '', guests: [{ age: '' }] } });
      useFormDraft(form.subscribe, save);
      return form;
    });
    act(() => result.current.setValue('name', 'Asha'));
    expect(save).toHaveBeenLastCalledWith({ name: 'Asha', guests: [{ age: '' }] });
    act(() => result.current.setValue('guests.0.age', '34'));
    expect(save).toHaveBeenLastCalledWith({ name: 'Asha', guests: [{ age: '34' }] });
  });

  it('stops saving once unmounted', () => {
    const save = vi.fn();
    const { result, unmount } = renderHook(() => {
      const form = useForm({ defaultValues: { name: '' } });
      useFormDraft(form.subscribe, save);
      return form;
    });
    const { setValue } = result.current;
    unmount();
    save.mockClear();
    setValue('name', 'late');
    expect(save).not.toHaveBeenCalled();
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useResolverWarmUp } from './use-resolver-warm-up';

type Values = { name: string };

describe('useResolverWarmUp', () => {
  it("runs the form's check once on idle after mounting, with its values, and shows nothing", async () => {
    const resolver = vi.fn((_values: Values) => ({
      values: {},
      errors: { name: { type: 'required', message: 'Enter a name' } },
    }));
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: { name: 'Asha' } });
      useResolverWarmUp(form.getValues, resolver as never);
      return form;
    });
    await waitFor(() => expect(resolver).toHaveBeenCalledTimes(1));
    expect(resolver.mock.calls[0]?.[0]).toEqual({ name: 'Asha' });
    expect(result.current.formState.errors).toEqual({});
  });
});

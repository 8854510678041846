import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { onUseModule, resolverOnUse } from './on-use-module';

const greeting = { Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> };

describe('onUseModule', () => {
  it('loads once, however often it is asked, and forgets a failed load', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(greeting);
    const module = onUseModule(importModule);
    await expect(module.load()).rejects.toThrow('offline');
    const loading = module.load();
    expect(module.load()).toBe(loading);
    await expect(loading).resolves.toBe(greeting);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('suspends a component until the module has loaded', async () => {
    const module = onUseModule(async () => greeting);
    const Greeting = module.lazyComponent((loaded) => loaded.Greeting);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Greeting name="Neil" />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Hello Neil')).toBeInTheDocument();
  });

  it('renders at once, without the fallback, when the module was preloaded', async () => {
    const module = onUseModule(async () => greeting);
    await module.load();
    const Greeting = module.lazyComponent((loaded) => loaded.Greeting);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Greeting name="Havelock" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Havelock')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('tells a reader that does not suspend when the module arrives', async () => {
    let resolve: (value: typeof greeting) => void = () => undefined;
    const module = onUseModule(() => new Promise<typeof greeting>((done) => (resolve = done)));
    function Status() {
      const [, rerender] = useState(0);
      return (
        <button type="button" onClick={() => rerender((count) => count + 1)}>
          {module.useIfLoaded() ? 'ready' : 'not yet'}
        </button>
      );
    }
    render(<Status />);
    module.preload();
    expect(screen.getByRole('button')).toHaveTextContent('not yet');
    await act(async () => resolve(greeting));
    expect(screen.getByRole('button')).toHaveTextContent('ready');
  });
});

describe('resolverOnUse', () => {
  it('downloads the check only when the form is first checked, then checks with it', async () => {
    type Values = { email: string };
    const invalid: ResolverResult<Values> = {
      values: {},
      errors: { email: { type: 'format', message: 'Enter the e-mail address' } },
    };
    const check: Resolver<Values> = async (values) =>
      values.email.includes('@') ? { values, errors: {} } : invalid;
    const importModule = vi.fn(async () => ({ check }));
    const resolver = resolverOnUse(onUseModule(importModule), (loaded) => loaded.check);
    expect(importModule).not.toHaveBeenCalled();
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(await resolver({ email: 'x' }, undefined, options)).toMatchObject({
      errors: { email: { message: 'Enter the e-mail address' } },
    });
    expect(await resolver({ email: 'a@b.in' }, undefined, options)).toEqual({
      values: { email: 'a@b.in' },
      errors: {},
    });
    expect(importModule).toHaveBeenCalledTimes(1);
  });
});

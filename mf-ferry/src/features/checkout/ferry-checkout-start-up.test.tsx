import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { checkoutDraftAtom, emptyCheckoutDraft } from '../../domain/checkout-draft';
import { makruzzTicket } from '../../testing/ferry-builders';
import { FerryCheckout } from './ferry-checkout';

// Each module that should stay off the checkout's first load says when it is imported.
const imported = vi.hoisted(() => vi.fn());
vi.mock('./checkout-check', async (original) => {
  imported('form check');
  return original();
});
vi.mock('./pay-step', async (original) => {
  imported('pay step');
  return original();
});
vi.mock('@andaman/shared/api-client/create-payment', async (original) => {
  imported('payment call');
  return original();
});
vi.mock('../../api/low-wallet-email', async (original) => {
  imported('low-wallet e-mail');
  return original();
});
vi.mock('./passport-expiry-field', async (original) => {
  imported('passport expiry field');
  return original();
});

const cart = { makruzz: [makruzzTicket()], nautika: [], greenOcean: [] };

const here = dirname(fileURLToPath(import.meta.url));
const sharedSource = resolve(here, '../../../../shared/src');

/** The file a specifier names, for this remote's own files and `@andaman/shared`'s; packages give `undefined`. */
function sourceFile(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('.')
    ? resolve(dirname(from), specifier)
    : specifier.startsWith('@andaman/shared/')
      ? resolve(sharedSource, specifier.slice('@andaman/shared/'.length))
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * The packages (and `@andaman/shared` files) the first render of `entries` imports: its static imports, followed through this remote's and
 * `@andaman/shared`'s files (type-only imports and `import()` left out: they are not part of its chunk).
 */
function packagesAtStartUp(...entries: string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, clause, specifier] of source.matchAll(
      /^(?:import|export)\s+([^'";]*?)\s*(?:from\s*)?'([^']+)';/gm,
    )) {
      if (specifier === undefined || /^type\s/.test(clause ?? '')) continue;
      const names = /^\{([^}]*)\}$/.exec(clause?.trim() ?? '')?.[1];
      if (names?.split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '))) continue;
      const next = sourceFile(specifier, file);
      if (next) {
        if (next.startsWith(sharedSource))
          packages.add(`@andaman/shared/${next.slice(sharedSource.length + 1)}`);
        visit(next);
      } else if (!specifier.startsWith('.') && !specifier.startsWith('@andaman/shared'))
        packages.add(specifier);
    }
  };
  for (const entry of entries) visit(entry);
  return packages;
}

describe("the checkout's first load", () => {
  it("imports none of TanStack Query (the shell's hooks and observers), dayjs or the payment's options", () => {
    const packages = packagesAtStartUp(
      resolve(here, '../../routes.tsx'),
      resolve(here, '../../pages/passenger-info-page.tsx'),
      resolve(here, 'ferry-checkout.tsx'),
    );
    expect(packages).toContain('react-hook-form');
    expect(packages).not.toContain('@tanstack/react-query');
    expect(packages).not.toContain('dayjs');
    expect(packages).not.toContain('@andaman/shared/api-client/payment.ts');
    expect(packages).toContain('@andaman/shared/ui/query-scope.tsx');
  });

  it('renders without the form check, the payment code or the date field; Pay reached for loads all but the date field', async () => {
    const store = createStore();
    store.set(checkoutDraftAtom, emptyCheckoutDraft());
    renderWithProviders(
      <Provider store={store}>
        <FerryCheckout cart={cart} passengers={{ adults: 1, children: 0 }} redirect={() => undefined} />
      </Provider>,
      { route: '/passenger-info' },
    );
    expect(screen.getByRole('region', { name: 'Adult 1' })).toBeInTheDocument();
    expect(imported).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Pay & Checkout' }));
    await waitFor(() => expect(imported).toHaveBeenCalledWith('payment call'));
    expect(imported).toHaveBeenCalledWith('form check');
    expect(imported).toHaveBeenCalledWith('pay step');
    expect(imported).toHaveBeenCalledWith('low-wallet e-mail');
    expect(imported).not.toHaveBeenCalledWith('passport expiry field');
  });

  it('loads the passport expiry date field once a non-Indian nationality is chosen', async () => {
    const { user } = renderWithProviders(
      <Provider store={createStore()}>
        <FerryCheckout cart={cart} passengers={{ adults: 1, children: 0 }} redirect={() => undefined} />
      </Provider>,
      { route: '/passenger-info' },
    );
    await user.selectOptions(screen.getByLabelText('Nationality'), 'UnitedKingdom-British');
    await waitFor(() => expect(imported).toHaveBeenCalledWith('passport expiry field'));
    await waitFor(() => expect(screen.getByLabelText('Passport expiry date')).toBeEnabled());
  });
});

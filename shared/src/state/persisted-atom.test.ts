// @vitest-environment jsdom
import { createStore } from 'jotai';
import { z } from 'zod';
import { guardedAtom, persistedAtom } from './persisted-atom';
import { isInt, isText, objectOf } from './stored-shape';

const tripSchema = z.object({ from: z.string(), adults: z.number().int().min(1) });

describe('persistedAtom', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('starts from the initial value when nothing is stored, and stores what is set', () => {
    const atom = persistedAtom('test.trip', { from: '', adults: 1 }, tripSchema);
    const store = createStore();
    expect(store.get(atom)).toEqual({ from: '', adults: 1 });
    store.set(atom, { from: 'Port Blair', adults: 2 });
    expect(JSON.parse(sessionStorage.getItem('test.trip') ?? 'null')).toEqual({
      from: 'Port Blair',
      adults: 2,
    });
  });

  it('reads a stored value that matches the schema, on first use', () => {
    sessionStorage.setItem('test.trip', JSON.stringify({ from: 'Havelock', adults: 3 }));
    const atom = persistedAtom('test.trip', { from: '', adults: 1 }, tripSchema);
    expect(createStore().get(atom)).toEqual({ from: 'Havelock', adults: 3 });
  });

  it.each([
    ['corrupt JSON', '{"from": "Havel'],
    ['another type', '42'],
    ['an old shape', JSON.stringify({ origin: 'Havelock', passengers: 3 })],
    ['a value the schema refuses', JSON.stringify({ from: 'Havelock', adults: 0 })],
  ])('drops %s for the initial value', (_label, stored) => {
    sessionStorage.setItem('test.trip', stored);
    const atom = persistedAtom('test.trip', { from: '', adults: 1 }, tripSchema);
    expect(createStore().get(atom)).toEqual({ from: '', adults: 1 });
  });

  it('gives what the schema outputs (defaults filled in)', () => {
    sessionStorage.setItem('test.flags', JSON.stringify({}));
    const atom = persistedAtom('test.flags', { seen: true }, z.object({ seen: z.boolean().default(false) }));
    expect(createStore().get(atom)).toEqual({ seen: false });
  });

  it('keeps local-storage values in localStorage', () => {
    const atom = persistedAtom('test.local', { from: '', adults: 1 }, tripSchema, 'local');
    createStore().set(atom, { from: 'Neil', adults: 1 });
    expect(localStorage.getItem('test.local')).not.toBeNull();
    expect(sessionStorage.getItem('test.local')).toBeNull();
  });
});

describe('guardedAtom', () => {
  beforeEach(() => sessionStorage.clear());
  const isTrip = objectOf({ from: isText, adults: isInt(1) });

  it('reads a stored value its guard accepts, and stores what is set', () => {
    sessionStorage.setItem('test.guarded', JSON.stringify({ from: 'Havelock', adults: 3 }));
    const atom = guardedAtom('test.guarded', { from: '', adults: 1 }, isTrip);
    const store = createStore();
    expect(store.get(atom)).toEqual({ from: 'Havelock', adults: 3 });
    store.set(atom, { from: 'Neil', adults: 2 });
    expect(JSON.parse(sessionStorage.getItem('test.guarded') ?? 'null')).toEqual({ from: 'Neil', adults: 2 });
  });

  it.each([
    ['corrupt JSON', '{"from": "Havel'],
    ['an old shape', JSON.stringify({ origin: 'Havelock', passengers: 3 })],
    ['a value the guard refuses', JSON.stringify({ from: 'Havelock', adults: 0 })],
  ])('drops %s for the initial value', (_label, stored) => {
    sessionStorage.setItem('test.guarded', stored);
    const atom = guardedAtom('test.guarded', { from: '', adults: 1 }, isTrip);
    expect(createStore().get(atom)).toEqual({ from: '', adults: 1 });
  });
});

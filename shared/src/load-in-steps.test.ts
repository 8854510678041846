import { loadInSteps } from './load-in-steps';

/** Every microtask of the current task (a module's evaluation is one of them). */
const restOfTask = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

describe('loadInSteps', () => {
  /** The continuations waiting for the next task: a yield resolves only when the test ends the task. */
  let waiting: (() => void)[] = [];
  const nextTask = async () => {
    waiting.shift()?.();
    await restOfTask();
  };
  beforeEach(() => {
    waiting = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs each step, then the page, each in a task after the previous one', async () => {
    const order: string[] = [];
    const step = (name: string) => vi.fn(async () => void order.push(name));
    const contracts = step('contracts');
    const area = step('area');
    const page = vi.fn(async () => {
      order.push('page');
      return { Page: 'the page' };
    });

    const loaded = loadInSteps([contracts, area], page);
    await restOfTask();
    expect(order).toEqual(['contracts']);
    await nextTask();
    expect(order).toEqual(['contracts', 'area']);
    await nextTask();
    expect(order).toEqual(['contracts', 'area', 'page']);
    await expect(loaded).resolves.toEqual({ Page: 'the page' });
    expect(contracts).toHaveBeenCalledTimes(1);
  });

  it('waits for a step to arrive before the next one runs', async () => {
    let arrive: () => void = () => undefined;
    const slow = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const page = vi.fn(async () => ({}));
    const loaded = loadInSteps([slow], page);
    await nextTask();
    expect(waiting).toHaveLength(0);
    expect(page).not.toHaveBeenCalled();
    arrive();
    await restOfTask();
    expect(page).not.toHaveBeenCalled();
    await nextTask();
    await loaded;
    expect(page).toHaveBeenCalledTimes(1);
  });

  it("fails with a step's error, without loading the page (the route's next load tries again)", async () => {
    const page = vi.fn(async () => ({}));
    const loaded = loadInSteps([() => Promise.reject(new Error('chunk failed'))], page);
    await expect(loaded).rejects.toThrow('chunk failed');
    expect(page).not.toHaveBeenCalled();
  });

  it('loads the page at once when there is no step', async () => {
    const page = vi.fn(async () => ({ Page: 1 }));
    await expect(loadInSteps([], page)).resolves.toEqual({ Page: 1 });
  });
});

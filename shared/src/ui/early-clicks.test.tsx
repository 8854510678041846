import {
  EARLY_CLICKS_GLOBAL,
  EARLY_CLICKS_SCRIPT,
  EARLY_CLICKS_TAKEN_ATTRIBUTE,
} from '../contracts/early-clicks';
import { REMOTE_ROOT_ATTRIBUTE } from '../remote-root';
import { holdClicksUntilLive } from './held-clicks';

// The page's inline early-click script, run as the browser runs it (its listener stays on this file's
// window: vitest gives each test file a window of its own).
new Function(EARLY_CLICKS_SCRIPT)();

const early = () => (window as unknown as Record<string, HTMLElement[]>)[EARLY_CLICKS_GLOBAL] ?? [];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A remote's first view in the server HTML, before any of the site's code has run. */
function firstView() {
  const slot = document.createElement('div');
  slot.innerHTML = `<div ${REMOTE_ROOT_ATTRIBUTE}><nav><button type="button">1</button><button type="button">2</button></nav><a href="#more">More</a><p>Text</p></div>`;
  document.body.append(slot);
  const root = slot.querySelector<HTMLElement>(`[${REMOTE_ROOT_ATTRIBUTE}]`) as HTMLElement;
  const [one, two] = [...root.querySelectorAll('button')];
  return { slot, root, one: one as HTMLButtonElement, two: two as HTMLButtonElement };
}

const click = (target: Element) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.replaceChildren();
  early().length = 0;
});

describe("the page's early-click script", () => {
  it("holds a tap on a control of a remote's root before the shell runs, and leaves links, text and the rest alone", () => {
    const { slot, root, two } = firstView();
    const outside = document.createElement('button');
    slot.append(outside);
    expect(click(two)).toBe(false);
    expect(early()).toEqual([two]);
    expect(click(root.querySelector('a') as Element)).toBe(true);
    expect(click(root.querySelector('p') as Element)).toBe(true);
    expect(click(outside)).toBe(true);
    expect(early()).toEqual([two]);
  });

  it("hands the root's last tap to the shell's hold, which starts the root and clicks it again once live", async () => {
    const { root, one, two } = firstView();
    click(one);
    click(two);
    const reachedTwo = vi.fn();
    two.addEventListener('click', reachedTwo);
    const reached = vi.fn();
    const held = holdClicksUntilLive(root, reached);
    expect(root.hasAttribute(EARLY_CLICKS_TAKEN_ATTRIBUTE)).toBe(true);
    expect(early()).toEqual([]);
    await wait(0);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(reachedTwo).not.toHaveBeenCalled();
    held.live();
    await wait(20);
    expect(reachedTwo).toHaveBeenCalledTimes(1);
  });

  it('lets the clicks of a root the shell holds pass to that hold', () => {
    const { root, one } = firstView();
    const reached = vi.fn();
    holdClicksUntilLive(root, reached);
    click(one);
    expect(early()).toEqual([]);
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it("leaves another root's early taps in the list", () => {
    const first = firstView();
    const second = firstView();
    click(second.two);
    holdClicksUntilLive(first.root, () => undefined);
    expect(early()).toEqual([second.two]);
  });
});

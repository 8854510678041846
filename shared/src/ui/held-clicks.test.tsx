import { HELD_PART_CLICK_TARGETS, holdClicksUntilLive } from './held-clicks';

/** Server HTML: a section with a button, and a way to stop clicks short of it as React does before it is live. */
function page() {
  const container = document.createElement('section');
  container.innerHTML =
    '<div class="part"><button type="button">Search</button><input aria-label="Check-in"></div>';
  document.body.append(container);
  const button = container.querySelector('button') as HTMLButtonElement;
  const part = container.querySelector('.part') as HTMLElement;
  const reachedButton = vi.fn();
  button.addEventListener('click', reachedButton);
  let blocked = true;
  // React's listener on its root stops a click aimed at content it has not hydrated.
  container.addEventListener(
    'click',
    (event) => {
      if (blocked) event.stopPropagation();
    },
    true,
  );
  return { container, part, button, reachedButton, unblock: () => (blocked = false) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.body.replaceChildren();
});

describe('holdClicksUntilLive', () => {
  it('holds a click on a control, starts the part, and clicks it again, once, when live', async () => {
    const { container, button, reachedButton, unblock } = page();
    const reached = vi.fn();
    const held = holdClicksUntilLive(container, reached);
    const notCancelled = button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(notCancelled).toBe(false);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(reachedButton).not.toHaveBeenCalled();
    unblock();
    held.live();
    await wait(20);
    expect(reachedButton).toHaveBeenCalledTimes(1);
  });

  it('clicks again every 100 ms until React lets the click through', async () => {
    const { container, button, reachedButton, unblock } = page();
    const held = holdClicksUntilLive(container, () => undefined);
    button.click();
    held.live();
    await wait(150);
    expect(reachedButton).not.toHaveBeenCalled();
    unblock();
    await wait(150);
    expect(reachedButton).toHaveBeenCalledTimes(1);
  });

  it('leaves plain text and links alone, and holds fields only when asked (a part that hydrates later)', () => {
    const { container } = page();
    const input = container.querySelector('input') as HTMLInputElement;
    const rootHold = holdClicksUntilLive(container, () => undefined);
    expect(input.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    rootHold.stop();
    const partHold = holdClicksUntilLive(container, () => undefined, HELD_PART_CLICK_TARGETS);
    expect(input.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    partHold.stop();
  });

  it('gives a tap once when a root and a part inside it both hold it (the part is live last)', async () => {
    const { container, part, button, reachedButton, unblock } = page();
    const rootHold = holdClicksUntilLive(container, () => undefined);
    const partHold = holdClicksUntilLive(part, () => undefined, HELD_PART_CLICK_TARGETS);
    button.click();
    // The root is live: its replay is taken by the part's hold, which says so by cancelling it.
    rootHold.live();
    await wait(350);
    expect(reachedButton).not.toHaveBeenCalled();
    unblock();
    partHold.live();
    await wait(350);
    expect(reachedButton).toHaveBeenCalledTimes(1);
  });
});

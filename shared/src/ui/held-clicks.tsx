/**
 * Holding a visitor's click on server HTML that React has not made live yet, and clicking again once it
 * is. React stops a click aimed at a part still waiting for its code before it reaches its target, and
 * does not replay it: without this a visitor's first tap would be lost. Used by the shell for a remote's
 * root while it hydrates, and by `HydrateWhen` for a part whose code comes later.
 */

import {
  EARLY_CLICKS_GLOBAL,
  EARLY_CLICKS_TAKEN_ATTRIBUTE,
  HELD_CLICK_TARGETS,
} from '../contracts/early-clicks';

export { HELD_CLICK_TARGETS };

/**
 * A part that hydrates after its root (`HydrateWhen`) is not inert: its fields take focus and typing
 * at once, so a click on a field or its label (a date field opens its calendar on click) is held too.
 */
export const HELD_PART_CLICK_TARGETS = `${HELD_CLICK_TARGETS}, input, label`;

/** A held click is tried again every 100 ms while the part still waits for its code, 150 times at most. */
const HELD_CLICK_RETRY_MS = 100;
const HELD_CLICK_TRIES = 150;

export interface HeldClicks {
  /** Stops holding; a click held so far is dropped. */
  stop: () => void;
  /** The container is live: stops holding and clicks the held control again until React lets it through. */
  live: () => void;
}

/**
 * Holds a click on a control (`targets`) of the server HTML in `container` until `live` is called, then
 * clicks that control again until React lets it through. Hydration keeps the server's elements; where
 * React rendered the part afresh instead, the control with the same text is clicked. Plain links are not
 * held: they work as they are; nor is anything rendered later (a fallback's button). `reached` is called on
 * a held click (to start the root or the part at once). It listens on the window, in the capture phase:
 * before the listener of the root above, which stops a click aimed at a part that is still hydrating.
 *
 * Holds nest (a part's inside a root's): a click another hold has taken (its default prevented) is left to
 * it, and a replayed click that another hold takes counts as delivered, so a tap is replayed once.
 */
export function holdClicksUntilLive(
  container: HTMLElement,
  reached: () => void,
  targets: string = HELD_CLICK_TARGETS,
): HeldClicks {
  const controls = new Set(container.querySelectorAll(targets));
  let held: HTMLElement | undefined = takeEarlyClick(container, controls);
  let text: string | null = held?.textContent ?? null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // A tap the page's early script held before the shell ran is this hold's from now on.
  if (held) queueMicrotask(reached);
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const target = (event.target as Element).closest?.<HTMLElement>(targets);
    if (!target || !controls.has(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    text = target.textContent;
    reached();
  };
  window.addEventListener('click', onClick, true);
  const stop = () => {
    clearTimeout(retry);
    window.removeEventListener('click', onClick, true);
  };
  const replay = (tries: number) => {
    const target = held?.isConnected
      ? held
      : [...container.querySelectorAll<HTMLElement>(targets)].find((control) => control.textContent === text);
    if (!target || !tries) return;
    let reachedTarget = false;
    const mark = () => {
      reachedTarget = true;
    };
    target.addEventListener('click', mark, { capture: true, once: true });
    // A click as `target.click()` sends it (the control's default action included), whose cancellation
    // says another hold took it.
    const notTaken = target.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }),
    );
    target.removeEventListener('click', mark, { capture: true });
    if (!reachedTarget && notTaken) retry = setTimeout(() => replay(tries - 1), HELD_CLICK_RETRY_MS);
  };
  return {
    stop,
    // After the commit that made it live, not inside it: that commit's effects are still running.
    live: () => {
      stop();
      if (held) retry = setTimeout(() => replay(HELD_CLICK_TRIES), 0);
    },
  };
}

/**
 * The last control of `container` (among `controls`) the page's early script held a click on before the
 * shell ran (`contracts/early-clicks`), taken out of its list; and from now on the script lets the
 * container's clicks pass, to the hold that takes them over.
 */
function takeEarlyClick(container: HTMLElement, controls: Set<Element>): HTMLElement | undefined {
  container.setAttribute(EARLY_CLICKS_TAKEN_ATTRIBUTE, '');
  const early = (window as unknown as Record<string, HTMLElement[] | undefined>)[EARLY_CLICKS_GLOBAL];
  if (!early) return undefined;
  const mine = early.filter((control) => container.contains(control));
  for (const control of mine) early.splice(early.indexOf(control), 1);
  return mine.reverse().find((control) => controls.has(control));
}

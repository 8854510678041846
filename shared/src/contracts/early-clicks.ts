/**
 * A tap on a remote's server HTML before the shell's code has run. Once the shell runs, it holds a click
 * on a remote's first view until that remote's root is live (`holdClicksUntilLive`, ui/held-clicks). Before
 * that nothing listens: on a slow network, a tap on a pager, a tab or a carousel of the HTML was lost.
 *
 * `EARLY_CLICKS_SCRIPT` runs inline at the top of every page's head, from the first byte. It holds such a
 * tap (a control `HELD_CLICK_TARGETS` names, in a remote's root element) and keeps it in a list on
 * `window`; the shell's hold on that root takes the list's last tap over, and marks the root
 * (`EARLY_CLICKS_TAKEN_ATTRIBUTE`) so the script leaves its clicks alone from then on. The pages'
 * Content-Security-Policy allows this one inline script by its hash (`edge/src/security-headers.ts`).
 *
 * Shared by the shell's HTML (the tag), the edge (the hash) and the hold (the hand-over).
 */

import { REMOTE_ROOT_ATTRIBUTE } from '../remote-contract';

/** The controls whose handlers React attaches: what a click on a root that is not live yet is held for. */
export const HELD_CLICK_TARGETS = 'button, [role="button"], [role="tab"], summary';

const REMOTE_ROOT_SELECTOR = `[${REMOTE_ROOT_ATTRIBUTE}]`;

/** Set on a remote's root element once the shell holds its clicks: the early script then lets them pass. */
export const EARLY_CLICKS_TAKEN_ATTRIBUTE = 'data-clicks-held';

/** The list on `window` the early script keeps held controls in, oldest first. */
export const EARLY_CLICKS_GLOBAL = '__heldEarlyClicks';

/** The inline script: plain ES5, so every browser that shows the page runs it. */
export const EARLY_CLICKS_SCRIPT = `(function(){var held=window.${EARLY_CLICKS_GLOBAL}=[];addEventListener('click',function(e){var t=e.target,c=t&&t.closest&&t.closest(${JSON.stringify(HELD_CLICK_TARGETS)}),r=c&&c.closest(${JSON.stringify(REMOTE_ROOT_SELECTOR)});if(!r||r.hasAttribute(${JSON.stringify(EARLY_CLICKS_TAKEN_ATTRIBUTE)}))return;e.preventDefault();e.stopPropagation();held.push(c)},true)})();`;

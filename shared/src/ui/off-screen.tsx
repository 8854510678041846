import type { CSSProperties } from 'react';
import styles from '../assets/styles/off-screen.module.css';

/** The props of an element below the fold that the browser renders only once it nears the viewport. */
export interface OffScreenProps {
  className: string;
  style: CSSProperties;
}

const joined = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
const room = (roomPx: number) => ({ '--off-screen-room': `${roomPx}px` }) as CSSProperties;

/**
 * For an element usually below the fold (a page's lower section, the footer): the browser styles, lays
 * out and paints it only once it nears the viewport (`content-visibility: auto`), keeping `roomPx` of
 * height for it until then. Its content stays in the document. Spread on the element, with its own
 * `className` given here.
 */
export function offScreen(className: string | undefined, roomPx: number): OffScreenProps {
  return { className: joined(className, styles.offScreen), style: room(roomPx) };
}

/**
 * For a list or grid whose items run below the fold (cards): each item is rendered as `offScreen` makes
 * an element, with `roomPx` of height kept for each. Spread on the list's element.
 */
export function offScreenItems(className: string | undefined, roomPx: number): OffScreenProps {
  return { className: joined(className, styles.offScreenItems), style: room(roomPx) };
}

/** Whole-number counts typed by travellers (adults, infants, rooms). */

/** The count in `text` (digits only), or null when nothing usable was typed. */
export function parseCount(text: string): number | null {
  const digits = text.trim();
  if (!/^\d{1,4}$/.test(digits)) return null;
  return Number(digits);
}

/** `value` kept within `min`..`max`. */
export function clampCount(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

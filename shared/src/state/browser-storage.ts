/**
 * The browser's `localStorage`, or `undefined` where there is none (rendering on a server, tests in Node)
 * or where touching it throws (a private mode, a sandboxed frame). What is kept there is optional to the
 * site: a caller reads "nothing kept" and carries on.
 */
export function localStorageIfAny(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

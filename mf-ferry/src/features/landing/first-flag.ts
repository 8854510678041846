import { readUrlParams, textParam, withFallback } from '@andaman/shared/contracts/url-params';

/** The local-storage key of the landing variant's "first" flag (rule ferry.landing.when). */
export const FIRST_FLAG_KEY = 'first';

const local = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Whether the "first" flag is present. */
export const hasFirstFlag = (storage: Storage | undefined = local()): boolean =>
  storage !== undefined && storage.getItem(FIRST_FLAG_KEY) !== null;

/** Sets the "first" flag (the visitor arrives at the ferry pages from a Home entry point). */
export const setFirstFlag = (storage: Storage | undefined = local()): void => {
  storage?.setItem(FIRST_FLAG_KEY, 'true');
};

/** Removes the "first" flag (the checkout does so on load, rule ferry.landing.first-flag-cleared). */
export const removeFirstFlag = (storage: Storage | undefined = local()): void => {
  storage?.removeItem(FIRST_FLAG_KEY);
};

/** `/ferry`'s query: a visit without `trip_no` starts a new search, i.e. trip 1. */
const landingParams = { trip_no: withFallback(textParam(), '1') };

/** The landing variant shows only when trip_no is 1 and the "first" flag is present (rule ferry.landing.when). */
export const showsLanding = (params: URLSearchParams, flagPresent: boolean): boolean =>
  readUrlParams(landingParams, params).trip_no === '1' && flagPresent;

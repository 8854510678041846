/**
 * Whether a query or mutation shows a toast is decided by its `meta`, and acted on once for the whole
 * site: `SiteQueryToasts` (`ui/query-scope`) listens to the one QueryClient's caches. So an endpoint
 * module states its toasts next to its fetcher, components never call `toast.error` in `onError`,
 * and a silent call simply has no `meta`.
 *
 * ```ts
 * mutationOptions({
 *   mutationFn: createHotelBooking,
 *   meta: { successToast: 'Hotel booking request created successfully.', errorToast: true },
 * });
 * ```
 */
import { API_ERROR_CODES, DEFAULT_ERROR_MESSAGE, isApiError } from '@andaman/shared/api-client/api-error';

/** The toasts a query or mutation asks for. Absent means silent. */
export type ToastMeta = {
  /**
   * On failure: `true` shows the error's own message (an `ApiError` carries the server's message, or
   * the fallback its fetcher chose); a string shows that text instead.
   */
  errorToast?: true | string;
  /**
   * On success (mutations): a string shows that text; `true` shows the answer's `message` when the
   * server sent one.
   */
  successToast?: true | string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ToastMeta;
    mutationMeta: ToastMeta;
  }
}

/** A toast to show. */
export type ToastRequest = { kind: 'success' | 'error'; message: string };

/** The toast for a failed query or mutation, if its meta asks for one. A cancelled call never toasts. */
export function failureToast(error: unknown, meta: ToastMeta | undefined): ToastRequest | undefined {
  if (!meta?.errorToast) return undefined;
  if (isApiError(error) && error.code === API_ERROR_CODES.aborted) return undefined;
  if (typeof meta.errorToast === 'string') return { kind: 'error', message: meta.errorToast };
  const message = isApiError(error) && error.message.trim() !== '' ? error.message : DEFAULT_ERROR_MESSAGE;
  return { kind: 'error', message };
}

const answerMessage = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};

/** The toast for a successful mutation, if its meta asks for one. */
export function successToast(data: unknown, meta: ToastMeta | undefined): ToastRequest | undefined {
  if (!meta?.successToast) return undefined;
  const message = meta.successToast === true ? answerMessage(data) : meta.successToast;
  return message === undefined ? undefined : { kind: 'success', message };
}

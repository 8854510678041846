import { invalidResponseError } from '@andaman/shared/api-client/api-failure';
import { apiRead } from '@andaman/shared/api-client/api-read';
import type { TransactionCheck, transactionCheckResponseSchema } from '@andaman/shared/contracts/payment';
import { whenDefined } from '@andaman/shared/query/when-defined';
import { BOOKING_TOKEN_HEADER } from '@andaman/shared/rules/booking-reference';
import { ownerTokenOf, referenceOfPayment } from '@andaman/shared/state/device-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query keys of the payment verification. */
export const paymentKeys = {
  /** Every payment query. */
  all: ['payments'] as const,
  /** Every transaction check. */
  transactions: () => [...paymentKeys.all, 'transaction'] as const,
  /** `GET /payment/check-transaction-id/{transactionId}`. */
  transaction: (transactionId: string) => [...paymentKeys.transactions(), transactionId] as const,
};

/**
 * The transaction check as this page reads it: the shared contract, but tolerant where the product rule
 * is: a missing `transactionType` means ferry, and any status other than `COMPLETED` means not paid
 * (rule payment.status.check), so neither is treated as a failed request.
 */
export type TransactionCheckResult = Omit<
  Partial<TransactionCheck>,
  'paymentStatus' | 'transactionType' | 'failureReason'
> & { paymentStatus: string; transactionType?: string; failureReason?: string };

/** What a failed check says (the dialog shows its own text; this is the error's message). */
const CHECK_FAILED_MESSAGE = 'Transaction Failed';

/**
 * `GET /payment/check-transaction-id/{transactionId}`, asked with the owner token of the booking the payment
 * pays, as this browser keeps it (rule trips.device-tokens). Read with `fetch` alone (no ky, no zod: the
 * page reads only the status, the type, the reason and the reference, and tolerates any value in them); an
 * answer without `success` or without a status counts as a failed request.
 */
export async function checkTransaction(
  transactionId: string,
  signal?: AbortSignal,
): Promise<TransactionCheckResult> {
  const token = ownerTokenOf(referenceOfPayment(transactionId));
  const response = await apiRead<typeof transactionCheckResponseSchema>(
    `/payment/check-transaction-id/${encodeURIComponent(transactionId)}`,
    {
      fallbackMessage: CHECK_FAILED_MESSAGE,
      ...(signal ? { signal } : {}),
      ...(token ? { headers: { [BOOKING_TOKEN_HEADER]: token } } : {}),
    },
  );
  const check: Partial<TransactionCheckResult> | undefined = response.data;
  if (typeof check?.paymentStatus !== 'string') throw invalidResponseError(response, CHECK_FAILED_MESSAGE);
  return { ...check, paymentStatus: check.paymentStatus };
}

/** The check of one transaction: fetched on every visit, never refetched on focus (the page navigates away). */
export const transactionCheckQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: paymentKeys.transaction(transactionId),
    // An address without a transaction asks nothing (the page shows the failure dialog).
    queryFn: whenDefined(transactionId === '' ? undefined : transactionId, checkTransaction),
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Runs the transaction check for the payment status page. */
export function useTransactionCheck(transactionId: string) {
  return useQuery(transactionCheckQueryOptions(transactionId));
}

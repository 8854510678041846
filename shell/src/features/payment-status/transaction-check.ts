import { ApiError, apiGet, serverMessage } from '@andaman/shared/api-client/http';
import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import { apiResponse } from '@andaman/shared/contracts/common';
import { transactionCheckSchema } from '@andaman/shared/contracts/payment';
import { whenDefined } from '@andaman/shared/query/when-defined';
import { ownerTokenOf, referenceOfPayment } from '@andaman/shared/state/device-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

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
export const transactionCheckReadSchema = apiResponse(
  transactionCheckSchema
    .partial({ transactionId: true, amount: true, transactionType: true, reference: true })
    .extend({
      paymentStatus: z.string(),
      transactionType: z.string().optional(),
      failureReason: z.string().optional(),
    }),
);

/** A transaction check as read by the payment status page. */
export type TransactionCheckResult = z.infer<typeof transactionCheckReadSchema>['data'];

/**
 * `GET /payment/check-transaction-id/{transactionId}`, asked with the owner token of the booking the payment
 * pays, as this browser keeps it (rule trips.device-tokens); an answer without `success` counts as a failed
 * request.
 */
export async function checkTransaction(
  transactionId: string,
  signal?: AbortSignal,
): Promise<TransactionCheckResult> {
  const token = ownerTokenOf(referenceOfPayment(transactionId));
  const response = await apiGet(
    `/payment/check-transaction-id/${encodeURIComponent(transactionId)}`,
    transactionCheckReadSchema,
    {
      ...(signal ? { signal } : {}),
      ...(token ? { headers: { [BOOKING_TOKEN_HEADER]: token } } : {}),
    },
  );
  if (!response.success)
    throw new ApiError(serverMessage(response) ?? 'Transaction Failed', { body: response });
  return response.data;
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

/**
 * Green Ocean's seat endpoints (rule ferry.api.green-ocean-seat-layout,
 * rule ferry.api.green-ocean-seat-block): `seat-layout` (a query; a failure is silently stopped,
 * rule ferry.seats.layout-failure-silent) and `temporary-seat-block` (the call; the mutation around it, with
 * its toasts, is `green-ocean-seat-block`, which loads this module when seats are held).
 */
import {
  greenOceanSeatBlockResponseSchema,
  greenOceanSeatLayoutResponseSchema,
} from '@andaman/shared/contracts/ferry';
import { whenDefined } from '@andaman/shared/query/when-defined';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toDdMmYyyy } from '../domain/search';
import { ferryKeys } from './ferry-keys';
import { ferryPost } from './ferry-request';

/** What a Green Ocean seat layout or block names. */
export type GreenOceanSeatRequest = {
  fromId: number;
  destTo: number;
  routeId: number;
  shipId: number;
  classId: number;
  /** `YYYY-MM-DD`. */
  travelDate: string;
};

const sailingBody = (request: GreenOceanSeatRequest) => ({
  from_id: request.fromId,
  dest_to: request.destTo,
  route_id: request.routeId,
  ship_id: request.shipId,
  class_id: request.classId,
  travel_date: toDdMmYyyy(request.travelDate),
});

/** The seat layout of one ferry, class and sailing. */
export async function getGreenOceanSeatLayout(request: GreenOceanSeatRequest, signal?: AbortSignal) {
  return (
    await ferryPost('/green-ocean/seat-layout', sailingBody(request), greenOceanSeatLayoutResponseSchema, {
      signal,
    })
  ).data.layout;
}

/** The layout query; nothing is asked until there is a Green Ocean sailing (`undefined` skips). */
export const getGreenOceanSeatLayoutQueryOptions = (request: GreenOceanSeatRequest | undefined) =>
  queryOptions({
    queryKey: ferryKeys.seatLayout(request && sailingBody(request)),
    queryFn: whenDefined(request, getGreenOceanSeatLayout),
    // A failure is silently stopped (rule ferry.seats.layout-failure-silent): no retry, no toast.
    retry: false,
    staleTime: 0,
  });

/** The seat layout of a Green Ocean sailing, or nothing for `undefined`. */
export function useGreenOceanSeatLayout(request: GreenOceanSeatRequest | undefined) {
  return useQuery(getGreenOceanSeatLayoutQueryOptions(request));
}

/** What a seat block holds; `holdToken` (from this leg's earlier hold) replaces that hold's seats. */
export type SeatBlockVariables = {
  sailing: GreenOceanSeatRequest;
  seatIds: readonly number[];
  holdToken?: string;
};

/** Holds seats until payment; the answer carries the hold's token. */
export async function blockGreenOceanSeats({ sailing, seatIds, holdToken }: SeatBlockVariables) {
  return ferryPost(
    '/green-ocean/temporary-seat-block',
    { ...sailingBody(sailing), seat_id: [...seatIds], ...(holdToken ? { hold_token: holdToken } : {}) },
    greenOceanSeatBlockResponseSchema,
  );
}

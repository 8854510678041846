/**
 * Holding Green Ocean seats until payment (rule ferry.seats.block): the server's success message shows, a
 * failure shows "Failed to temporarily block seats". The call and its schemas (`green-ocean-seats`, ky and
 * zod) load when seats are held, not with the results page that offers it.
 */
import { onUseModule } from '@andaman/shared/on-use-module';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ferryMessages } from '../domain/messages';
import type { SeatBlockVariables } from './green-ocean-seats';

const seatCalls = onUseModule(() => import('./green-ocean-seats'));

export const getBlockGreenOceanSeatsMutationOptions = () =>
  mutationOptions({
    mutationKey: ['ferry', 'green-ocean', 'seat-block'],
    mutationFn: async (variables: SeatBlockVariables) =>
      (await seatCalls.load()).blockGreenOceanSeats(variables),
    meta: { successToast: true, errorToast: ferryMessages.seatBlockFailed },
  });

/** Holds Green Ocean seats (`mutateAsync`; the toasts come from the mutation's meta). */
export function useBlockGreenOceanSeats() {
  return useMutation(getBlockGreenOceanSeatsMutationOptions());
}

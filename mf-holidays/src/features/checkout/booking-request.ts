import type { GuestDetailsForm } from '@andaman/shared/contracts/guests';
import type { HolidayBookingRequest } from '@andaman/shared/contracts/holiday-booking';
import type { CheckoutParams } from '../../domain/checkout-params';

/**
 * The `POST /holiday-package-bookings` body (rule holidays.api.booking) from the checkout form and its query.
 */
export function holidayBookingRequest(form: GuestDetailsForm, params: CheckoutParams): HolidayBookingRequest {
  return {
    contactName: form.contactName,
    contactEmail: form.contactEmail,
    contactPhone: form.contactPhone,
    ...(form.contactPhoneAlt?.trim() ? { contactPhoneAlt: form.contactPhoneAlt.trim() } : {}),
    guestCount: params.guests,
    guests: form.guests,
    checkIn: params.checkIn,
    holidayPackageId: params.holidayPackageId,
  };
}

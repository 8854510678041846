import { DateFormField } from '@andaman/shared/ui/date-form-field';
import dayjs from 'dayjs';
import type { Control } from 'react-hook-form';
import type { CheckoutFormInput, CheckoutFormValues } from './checkout-form';

export interface PassportExpiryFieldProps {
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
  /** The traveller's path in the form (`adults.0`). */
  path: `adults.${number}` | `infants.${number}`;
  id: string;
}

/** The passport expiry date of a non-Indian national: today or later (rule ferry.passenger.fields). */
export function PassportExpiryField({ control, path, id }: PassportExpiryFieldProps) {
  return (
    <DateFormField
      control={control}
      name={`${path}.fexpdate`}
      label="Passport expiry date"
      id={id}
      disabledDate={(day) => day.isBefore(dayjs(), 'day')}
    />
  );
}

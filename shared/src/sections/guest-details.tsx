/**
 * The guest-details form of /hotels/checkout and /itinerary/checkout (rule hotels.checkout.guests,
 * rule holidays.checkout.forms), written
 * once for both: a "Guest N" card per guest and the contact card, parts of one react-hook-form form
 * validated by `guestDetailsFormSchema`.
 *
 * ```tsx
 * const form = useForm<GuestDetailsFormInput, unknown, GuestDetailsForm>({
 *   resolver: guestDetailsResolver,
 *   defaultValues: guestDetailsDefaults(draft, guestCount),
 * });
 * const guests = useGuestFields(form.control, guestCount);
 * guests.map((guest, index) => <GuestCard key={guest.id} control={form.control} index={index} />);
 * <GuestContactCard control={form.control} />
 * ```
 */
import {
  GUEST_TITLE_LABELS,
  GUEST_TITLES,
  type GuestDetailsForm,
  type GuestDetailsFormInput,
  guestDetailsFormSchema,
} from '@andaman/shared/contracts/guests';
import { DEFAULT_NATIONALITY, nationalityOptions } from '@andaman/shared/data/nationalities';
import { Card } from '@andaman/shared/ui/card';
import { FieldCell, FieldGrid } from '@andaman/shared/ui/field-grid';
import { SelectField, TextField } from '@andaman/shared/ui/form-inputs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { type Control, type Resolver, useFieldArray } from 'react-hook-form';
import { z } from 'zod';

/** The form both checkouts hold. */
export type GuestDetailsControl = Control<GuestDetailsFormInput, unknown, GuestDetailsForm>;

/** One guest as typed: everything is text until the form is valid. */
export const guestDraftSchema = z.object({
  title: z.string(),
  name: z.string(),
  age: z.string(),
  nationality: z.string(),
});
export type GuestDraft = z.infer<typeof guestDraftSchema>;

/** The whole form as typed, e.g. to keep it in a `persistedAtom` across a reload. */
export const guestDetailsDraftSchema = z.object({
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactPhoneAlt: z.string(),
  guests: z.array(guestDraftSchema),
});
export type GuestDetailsDraft = z.infer<typeof guestDetailsDraftSchema>;

/** A new guest: empty title, name and age, nationality India-Indian (rule guests.new-guest). */
export const emptyGuest = (): GuestDraft => ({
  title: '',
  name: '',
  age: '',
  nationality: DEFAULT_NATIONALITY,
});

/** An empty form. */
export const emptyGuestDetails = (): GuestDetailsDraft => ({
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  contactPhoneAlt: '',
  guests: [],
});

/**
 * The form's starting values: the saved draft with exactly `count` guests (missing ones empty, extra
 * ones dropped from the end), so the first render already shows one card per guest.
 */
export const guestDetailsDefaults = (draft: GuestDetailsDraft, count: number): GuestDetailsDraft => ({
  ...draft,
  guests: Array.from(
    { length: Math.max(0, Math.floor(count)) },
    (_, index) => draft.guests[index] ?? emptyGuest(),
  ),
});

/**
 * The resolver both checkouts use: `guestDetailsFormSchema`. Every message of the form shows at the first
 * press (rule site.validation.first-press), the guests' before the contact's (rule guests.order), and
 * `handleSubmit` with `shouldFocusError` focuses the first field in error.
 */
export const guestDetailsResolver: Resolver<GuestDetailsFormInput, unknown, GuestDetailsForm> =
  zodResolver(guestDetailsFormSchema);

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** The form's values as a draft (everything as text). */
export const toGuestDetailsDraft = (values: GuestDetailsFormInput): GuestDetailsDraft => ({
  contactName: text(values.contactName),
  contactEmail: text(values.contactEmail),
  contactPhone: text(values.contactPhone),
  contactPhoneAlt: text(values.contactPhoneAlt),
  guests: values.guests.map((guest) => ({
    title: text(guest.title),
    name: text(guest.name),
    age: text(guest.age),
    nationality: text(guest.nationality),
  })),
});

/**
 * The guest cards, kept at `count`: guests are added (empty) or removed from the end to match the
 * guest count of the booking (rule guests.count-follows-query). Returns the field array's entries to render.
 */
export function useGuestFields(control: GuestDetailsControl, count: number) {
  const { fields, append, remove } = useFieldArray({ control, name: 'guests' });
  const wanted = Math.max(0, Math.floor(count));
  useEffect(() => {
    if (fields.length < wanted) {
      append(Array.from({ length: wanted - fields.length }, emptyGuest), { shouldFocus: false });
    } else if (fields.length > wanted) {
      remove(Array.from({ length: fields.length - wanted }, (_, offset) => wanted + offset));
    }
  }, [wanted, fields.length, append, remove]);
  return fields.slice(0, wanted);
}

const TITLE_OPTIONS = GUEST_TITLES.map((title) => ({ value: title, label: GUEST_TITLE_LABELS[title] }));

/** "Guest N": title (Ms shown as Miss), full name, age and nationality (the part after the hyphen). */
export function GuestCard({ control, index }: { control: GuestDetailsControl; index: number }) {
  const id = useId().replace(/:/g, '');
  const heading = `Guest ${index + 1}`;
  return (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{heading}</h3>}>
      <section aria-label={heading}>
        <FieldGrid>
          <FieldCell width="quarter">
            <SelectField
              control={control}
              name={`guests.${index}.title`}
              label="Title"
              id={`${id}-title`}
              placeholder="Title"
              options={TITLE_OPTIONS}
            />
          </FieldCell>
          <FieldCell width="half">
            <TextField
              control={control}
              name={`guests.${index}.name`}
              label="Full name"
              id={`${id}-name`}
              autoComplete="name"
            />
          </FieldCell>
          <FieldCell width="quarter">
            <TextField
              control={control}
              name={`guests.${index}.age`}
              label="Age"
              id={`${id}-age`}
              inputMode="numeric"
            />
          </FieldCell>
          <FieldCell width="half">
            <SelectField
              control={control}
              name={`guests.${index}.nationality`}
              label="Nationality"
              id={`${id}-nationality`}
              options={nationalityOptions}
            />
          </FieldCell>
        </FieldGrid>
      </section>
    </Card>
  );
}

/** "Contact Details": name, e-mail, phone and an optional alternate phone. */
export function GuestContactCard({ control }: { control: GuestDetailsControl }) {
  const id = useId().replace(/:/g, '');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Contact Details</h2>}>
      <section aria-label="Contact Details">
        <FieldGrid>
          <FieldCell width="half">
            <TextField
              control={control}
              name="contactName"
              label="Contact name"
              id={`${id}-name`}
              autoComplete="name"
            />
          </FieldCell>
          <FieldCell width="half">
            <TextField
              control={control}
              name="contactEmail"
              label="Email"
              id={`${id}-email`}
              type="email"
              autoComplete="email"
            />
          </FieldCell>
          <FieldCell width="half">
            <TextField
              control={control}
              name="contactPhone"
              label="Phone number"
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
            />
          </FieldCell>
          <FieldCell width="half">
            <TextField
              control={control}
              name="contactPhoneAlt"
              label="Alternate phone (optional)"
              id={`${id}-phone-alt`}
              type="tel"
              autoComplete="tel"
            />
          </FieldCell>
        </FieldGrid>
      </section>
    </Card>
  );
}

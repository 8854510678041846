import {
  apiResponse,
  idParamSchema,
  numberFromInput,
  pageNumberSchema,
  paginated,
} from '@andaman/shared/contracts/common';
import { HOTEL_CATEGORIES } from '@andaman/shared/contracts/hotel-categories';
import { z } from 'zod';

/** The hotel of one package day. */
export const holidayDayHotelSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  hotelImages: z.array(z.string()),
  rating: z.number().min(0).max(5),
  category: z.enum(HOTEL_CATEGORIES),
  location: z.object({ name: z.string() }),
});

/** One day of a package with the hotel stayed at. */
export const holidayDaySchema = z.object({
  id: z.number().int().positive(),
  day: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  hotel: holidayDayHotelSchema,
});
/** One package day. */
export type HolidayDay = z.infer<typeof holidayDaySchema>;

/**
 * A holiday package. `price` is per person; `start`/`end` are ISO date-times (the client turns them
 * into dates); `inclusive`/`exclusive` are HTML lists.
 */
export const holidayPackageSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  images: z.array(z.string()),
  price: z.number().nonnegative(),
  mainLocationId: z.number().int().positive(),
  mainLocation: z.object({ id: z.number().int().positive(), name: z.string() }),
  totalPerson: z.number().int().positive(),
  durationInDays: z.number().int().positive(),
  nights: z.number().int().nonnegative(),
  start: z.string(),
  end: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  inclusive: z.string(),
  exclusive: z.string(),
  days: z.array(holidayDaySchema),
});
/** A holiday package. */
export type HolidayPackage = z.infer<typeof holidayPackageSchema>;

/** `GET /api/holidayPackage` query: page, limit (default 6), optional mainLocationId. */
export const holidayPackageListQuerySchema = z.object({
  page: pageNumberSchema,
  limit: z.coerce.number().int().positive().max(100).default(6),
  mainLocationId: idParamSchema.optional(),
});
/** Parsed holiday package list query. */
export type HolidayPackageListQuery = z.infer<typeof holidayPackageListQuerySchema>;

/** `GET /api/holidayPackage` → `{ success, data: { data: HolidayPackage[], meta } }`. */
export const holidayPackageListResponseSchema = apiResponse(paginated(holidayPackageSchema));
/** `GET /api/holidayPackage/{id}` → `{ success, data: HolidayPackage }`. */
export const holidayPackageResponseSchema = apiResponse(holidayPackageSchema);
/** Path parameter of `/api/holidayPackage/{id}`. */
export const holidayPackageIdParamSchema = z.object({ id: idParamSchema });

/**
 * Messages of the package form on the package detail page (rule holidays.form.check-in-required and beside
 * it).
 */
export const packageFormMessages = {
  checkIn: 'Check-in date is required',
  guests: 'Guest is required',
  tooManyGuests: 'Guests cannot be more than total person in the package',
} as const;

/** Package form (check-in and guests) for a package that takes at most `totalPerson` guests. */
export const packageFormSchema = (totalPerson: number) =>
  z.object({
    checkIn: z.string({ error: packageFormMessages.checkIn }).trim().min(1, packageFormMessages.checkIn),
    guests: numberFromInput(
      z
        .number({ error: packageFormMessages.guests })
        .int()
        .min(1, packageFormMessages.guests)
        .max(totalPerson, packageFormMessages.tooManyGuests),
    ),
  });
/** Package form output. */
export type PackageForm = z.infer<ReturnType<typeof packageFormSchema>>;

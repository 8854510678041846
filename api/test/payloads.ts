import { storedRecordCounts } from '../src/features/test-controls/counts';
import type { TestApp } from './helpers';

/** A valid body for every POST of the public surface (test clock: 10 January 2030). */
export const validBodies = {
  '/api/activity-bookings': {
    clientCount: 2,
    clientName: 'Kiran Rao',
    clientEmail: 'kiran@example.com',
    clientPhone: '9876543210',
    startDate: '2030-01-11T00:00:00.000Z',
    activityId: 2,
  },
  '/api/hotel-bookings': {
    contactName: 'Ravi Kumar',
    contactEmail: 'ravi@example.com',
    contactPhone: '9876543210',
    contactPhoneAlt: '',
    guestCount: 1,
    roomCount: 1,
    guests: [{ title: 'Mr', name: 'Ravi Kumar', age: 34, nationality: 'India-Indian' }],
    checkIn: '2030-02-01',
    checkOut: '2030-02-04',
    roomTypeId: 51,
  },
  '/api/holiday-package-bookings': {
    contactName: 'Ravi Kumar',
    contactEmail: 'ravi@example.com',
    contactPhone: '9876543210',
    contactPhoneAlt: '9123456780',
    guestCount: 1,
    guests: [{ title: 'Mr', name: 'Ravi Kumar', age: 34, nationality: 'India-Indian' }],
    checkIn: '2030-02-01',
    holidayPackageId: 2,
  },
  '/api/common/email': {
    fullName: 'Kiran Rao',
    phone: '9876543210',
    email: 'kiran@example.com',
    message: 'Is the ferry running on Sunday?',
  },
  '/api/payment': {
    payment_gateway_data: { amount: 7800, email: 'kiran@example.com', phone: '9876543210' },
    data: [
      {
        service: 'activity',
        activity_data: { bookingId: 1, activityId: 2, clientName: 'Kiran Rao', clientCount: 2, total: 7800 },
      },
    ],
  },
  '/api/makruzz/schedule_search': {
    data: {
      trip_type: 'single_trip',
      from_location: '1',
      to_location: '2',
      travel_date: '2030-03-15',
      no_of_passenger: '2',
    },
  },
  '/api/nautika/getTripData': { from: 'Port Blair', to: 'Swaraj Dweep', date: '15-03-2030' },
  '/api/green-ocean/route-details': {
    from_id: 1,
    dest_to: 2,
    number_of_adults: 2,
    number_of_infants: 1,
    travel_date: '15-03-2030',
  },
  '/api/green-ocean/seat-layout': {
    from_id: 1,
    dest_to: 2,
    route_id: 1,
    ship_id: 1,
    class_id: 1,
    travel_date: '15-03-2030',
  },
  '/api/green-ocean/temporary-seat-block': {
    from_id: 1,
    dest_to: 2,
    route_id: 1,
    ship_id: 1,
    class_id: 1,
    travel_date: '15-03-2030',
    seat_id: [3],
  },
  '/api/telemetry': { events: [] },
  '/wp-json/wp/v2/comments': {
    post: 101,
    author_name: 'Rahul',
    author_email: 'rahul@example.com',
    content: 'Thanks for the guide',
  },
} as const satisfies Record<string, unknown>;

/** Every POST path of the public surface. */
export const POST_PATHS = Object.keys(validBodies) as Array<keyof typeof validBodies>;

/** The POSTs that honour `Idempotency-Key`. */
export const IDEMPOTENT_PATHS = [
  '/api/activity-bookings',
  '/api/hotel-bookings',
  '/api/holiday-package-bookings',
  '/api/payment',
] as const;

/** The POSTs that store something a visitor sent (bookings, payments, e-mails, comments). */
export const STORING_PATHS = [...IDEMPOTENT_PATHS, '/api/common/email', '/wp-json/wp/v2/comments'] as const;

/** Row counts of every table a request can add to; equal before and after means nothing was created. */
export const recordCounts = (api: TestApp): Promise<Record<string, number>> =>
  storedRecordCounts(api.database.db);

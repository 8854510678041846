import { locationListResponseSchema } from '@andaman/shared/contracts/locations';
import { API_ERROR_CODES, ApiError, parseApiResponse } from './http';
import { locationKeys, locationsQueryOptions } from './locations';

describe('locationsQueryOptions', () => {
  it('uses the location key and never refetches on window focus (rule site.api.locations)', () => {
    const options = locationsQueryOptions();
    expect(options.queryKey).toEqual(['locations', 'list']);
    expect(options.queryKey).toEqual(locationKeys.list());
    expect(options.refetchOnWindowFocus).toBe(false);
  });
});

describe('the location list answer (a zod/mini contract, parsed by the HTTP client)', () => {
  it('keeps a well-formed list', () => {
    const body = { success: true, data: [{ id: 1, name: 'Port Blair' }] };
    expect(parseApiResponse(locationListResponseSchema, body)).toEqual(body);
  });

  it.each([
    ['a fractional id', { success: true, data: [{ id: 1.5, name: 'Port Blair' }] }],
    ['a zero id', { success: true, data: [{ id: 0, name: 'Port Blair' }] }],
    ['a missing name', { success: true, data: [{ id: 1 }] }],
    ['no list', { success: true }],
  ])('refuses %s as an invalid response', (_case, body) => {
    let thrown: unknown;
    try {
      parseApiResponse(locationListResponseSchema, body, 'Could not load destinations');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).code).toBe(API_ERROR_CODES.invalidResponse);
    expect((thrown as ApiError).message).toBe('Could not load destinations');
  });
});

// @vitest-environment jsdom
import { clearAccessToken, getAccessToken } from './access-token';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('access token', () => {
  it('reads and clears access_token in localStorage', () => {
    expect(getAccessToken()).toBeUndefined();
    localStorage.setItem('access_token', 'abc');
    expect(getAccessToken()).toBe('abc');
    clearAccessToken();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('treats an empty value as no token', () => {
    localStorage.setItem('access_token', '');
    expect(getAccessToken()).toBeUndefined();
  });

  it('treats unreadable storage as no token', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getAccessToken()).toBeUndefined();
    expect(() => clearAccessToken()).not.toThrow();
  });
});

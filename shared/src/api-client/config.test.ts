import { ACCESS_TOKEN_KEY, configureApi, DEFAULT_API_CONFIG, getApiConfig, resetApiConfig } from './config';

afterEach(() => {
  resetApiConfig();
});

describe('api configuration', () => {
  it('defaults to /api and /wp-json', () => {
    expect(getApiConfig()).toEqual({ apiBaseUrl: '/api', contentBaseUrl: '/wp-json' });
    expect(DEFAULT_API_CONFIG).toBe(getApiConfig());
  });

  it('is set at start-up, keeps fields left out and drops trailing slashes', () => {
    configureApi({ apiBaseUrl: 'https://api.example.com/api/' });
    expect(getApiConfig()).toEqual({ apiBaseUrl: 'https://api.example.com/api', contentBaseUrl: '/wp-json' });
    configureApi({ contentBaseUrl: 'https://blog.example.com/wp-json' });
    expect(getApiConfig().apiBaseUrl).toBe('https://api.example.com/api');
    expect(getApiConfig().contentBaseUrl).toBe('https://blog.example.com/wp-json');
  });

  it('refuses an empty base', () => {
    expect(() => configureApi({ apiBaseUrl: '/' })).toThrow(/must not be empty/);
    expect(getApiConfig()).toEqual(DEFAULT_API_CONFIG);
  });

  it('is read-only', () => {
    expect(Object.isFrozen(configureApi({ apiBaseUrl: '/x' }))).toBe(true);
  });

  it('names the token key', () => {
    expect(ACCESS_TOKEN_KEY).toBe('access_token');
  });
});

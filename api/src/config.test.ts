import { describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_SITE_ORIGINS, listenConfigFromEnv, mailConfigFromEnv } from './config';

describe('configuration from the environment', () => {
  it('defaults to 127.0.0.1:4000, a .data folder and the site origins 3000 to 3005', () => {
    expect(listenConfigFromEnv({})).toEqual({ host: '127.0.0.1', port: 4000 });
    const config = configFromEnv({}, '/srv/api');
    expect(config.dataDir).toBe('/srv/api/.data');
    expect(config.siteOrigin).toBe('http://localhost:3000');
    expect(config.testMode).toBe(false);
    expect(config.corsOrigins).toEqual(DEFAULT_SITE_ORIGINS);
    expect(DEFAULT_SITE_ORIGINS).toContain('http://127.0.0.1:3005');
  });
  it("knows the WordPress lane's WordPress only with both its URL and test token", () => {
    expect(configFromEnv({}, '/srv/api').wordpress).toBeUndefined();
    expect(configFromEnv({ WORDPRESS_URL: 'http://127.0.0.1:8088' }, '/srv/api').wordpress).toBeUndefined();
    expect(
      configFromEnv({ WORDPRESS_URL: 'http://127.0.0.1:8088/', WORDPRESS_TEST_TOKEN: 'abc' }, '/srv/api')
        .wordpress,
    ).toEqual({ url: 'http://127.0.0.1:8088', token: 'abc' });
  });
  it('reads every variable', () => {
    const config = configFromEnv(
      {
        API_CORS_ORIGINS: 'https://a.example/, https://b.example',
        SITE_ORIGIN: 'https://a.example/',
        API_TEST_MODE: '1',
        DATABASE_URL: 'postgres://x',
        API_SEAT_HOLD_SECONDS: '30',
      },
      '/srv/api',
    );
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.siteOrigin).toBe('https://a.example');
    expect(config.testMode).toBe(true);
    expect(config.databaseUrl).toBe('postgres://x');
    expect(config.seatHoldMs).toBe(30_000);
    expect(listenConfigFromEnv({ API_PORT: '4100', API_HOST: '0.0.0.0' })).toEqual({
      host: '0.0.0.0',
      port: 4100,
    });
    expect(() => listenConfigFromEnv({ API_PORT: 'x' })).toThrow(/API_PORT/);
  });
  it('puts the payment page and images on the API origin, unless API_PUBLIC_ORIGIN says otherwise', () => {
    expect(configFromEnv({}, '/srv/api', { host: '127.0.0.1', port: 4000 }).publicOrigin).toBe(
      'http://127.0.0.1:4000',
    );
    expect(configFromEnv({}, '/srv/api', { host: '0.0.0.0', port: 4100 }).publicOrigin).toBe(
      'http://127.0.0.1:4100',
    );
    expect(
      configFromEnv({ API_PUBLIC_ORIGIN: 'https://api.example/' }, '/srv/api', { host: '::', port: 1 })
        .publicOrigin,
    ).toBe('https://api.example');
    expect(configFromEnv({}, '/srv/api').publicOrigin).toBeUndefined();
  });
  it('addresses pictures on API_IMAGE_ORIGIN when given (the site that forwards /api), else nowhere else', () => {
    expect(configFromEnv({}, '/srv/api', { host: '127.0.0.1', port: 4000 }).imageOrigin).toBeUndefined();
    expect(
      configFromEnv(
        { API_IMAGE_ORIGIN: 'https://site.example/', API_PUBLIC_ORIGIN: 'https://api.example' },
        '/srv/api',
      ).imageOrigin,
    ).toBe('https://site.example');
  });
  it('sends mail through SMTP_URL, from MAIL_FROM, to MAIL_BUSINESS_INBOX; without a URL it keeps it', () => {
    expect(mailConfigFromEnv({})).toEqual({
      smtpUrl: undefined,
      from: 'Andaman Island Experts <support@andamanislands.example>',
      businessInbox: 'support@andamanislands.example',
    });
    expect(
      mailConfigFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_BUSINESS_INBOX: 'desk@example.com' }),
    ).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'Andaman Island Experts <desk@example.com>',
      businessInbox: 'desk@example.com',
    });
    expect(() => mailConfigFromEnv({ SMTP_URL: 'http://127.0.0.1:2525' })).toThrow('smtp:// or smtps://');
    expect(() => mailConfigFromEnv({ SMTP_URL: '127.0.0.1:2525' })).toThrow('not a URL');
  });
});

import { describe, expect, it } from 'vitest';
import { findBadString, isJsonContentType, jsonDepthExceeds, readBody, urlProblem } from './edge';

const streamOf = (...chunks: number[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(0x61));
      controller.close();
    },
  });

describe('jsonDepthExceeds', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[[[[["}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\"[[[["}', 1)).toBe(false);
  });
  it('handles 20,000 levels without recursion', () => {
    expect(jsonDepthExceeds(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 16)).toBe(true);
  });
});

describe('findBadString', () => {
  it('finds NUL and other control characters in values and keys, with their path', () => {
    expect(findBadString({ guests: [{ name: 'A\u0000' }] })).toEqual({
      path: 'guests.0.name',
      problem: 'control',
    });
    expect(findBadString({ 'k\u0007': 1 })).toEqual({ path: '(key)', problem: 'control' });
    expect(findBadString('\u007f')).toEqual({ path: 'body', problem: 'control' });
  });
  it('lets tabs, line breaks and any printable unicode through', () => {
    expect(findBadString({ message: 'Hi\tthere\r\nनमस्ते 🌴 <b>' })).toBeUndefined();
  });
  it('refuses strings over the ceiling', () => {
    expect(findBadString({ a: 'x'.repeat(11) }, 10)).toEqual({ path: 'a', problem: 'length' });
    expect(findBadString({ a: 'x'.repeat(10) }, 10)).toBeUndefined();
  });
});

describe('urlProblem', () => {
  it.each([
    'http://x/wp-json/wp/v2/posts?search=%00',
    'http://x/wp-json/wp/v2/posts?slug=a%1Fb',
    'http://x/api/hotels/%00',
    'http://x/api/hotels?x=%7f',
  ])('refuses control characters in %s', (url) => {
    expect(urlProblem(url)).toBe('The address must not contain control characters');
  });
  it('refuses broken percent-encoding and accepts ordinary addresses', () => {
    expect(urlProblem('http://x/api/hotels?q=%E0%A4%A')).toBe('The address is not correctly encoded');
    expect(urlProblem('http://x/wp-json/wp/v2/posts?search=beach%20huts&per_page=9')).toBeUndefined();
    expect(urlProblem('http://x/api/hotels?category=Luxury+Resort&q=%E0%A4%A8')).toBeUndefined();
  });
});

describe('readBody', () => {
  it('returns a body within the limit', async () => {
    const read = await readBody(streamOf(3, 4), 10, 100);
    expect(read).toEqual({ ok: true, bytes: new Uint8Array(7).fill(0x61) });
  });
  it('drains a body over the limit to its end, then reports it', async () => {
    expect(await readBody(streamOf(6, 6, 6), 10, 100)).toEqual({ ok: false, drained: true });
  });
  it('stops reading past the drain limit', async () => {
    expect(await readBody(streamOf(60, 60), 10, 100)).toEqual({ ok: false, drained: false });
  });
});

describe('isJsonContentType', () => {
  it('accepts application/json with parameters only', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('Application/JSON')).toBe(true);
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      undefined,
    ])
      expect(isJsonContentType(type)).toBe(false);
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ENQUIRY_SEEN_COOKIE } from './enquiry-dialog.mjs';

test('the bench sets the cookie the shell reads (a renamed cookie let the dialog open mid-measurement)', () => {
  const source = readFileSync(
    new URL('../../shell/src/features/contact/use-enquiry-dialog.ts', import.meta.url),
    'utf8',
  );
  const [, shellName] = /export const ENQUIRY_SEEN_COOKIE = '([^']+)'/.exec(source) ?? [];
  assert.equal(ENQUIRY_SEEN_COOKIE, shellName);
});

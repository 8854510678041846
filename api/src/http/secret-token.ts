import { createHash, randomBytes } from 'node:crypto';

/**
 * A fresh secret for a client to prove something with (a seat hold, a booking it owns): 18 random bytes
 * (144 bits), base64url.
 */
export const newSecretToken = (): string => randomBytes(18).toString('base64url');

/** What is stored of a secret: its SHA-256, so the database alone never lets anyone act as its holder. */
export const secretHash = (token: string): string => createHash('sha256').update(token).digest('hex');

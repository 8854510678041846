import * as contracts from '@andaman/shared/contracts/payment';
import { SEATS_TAKEN_CODE, SEATS_TAKEN_MESSAGE } from './seats-taken';

describe('seats-taken refusal', () => {
  it('is the one the contracts name, so the API and the pages agree on it', () => {
    expect(contracts.SEATS_TAKEN_CODE).toBe(SEATS_TAKEN_CODE);
    expect(contracts.SEATS_TAKEN_MESSAGE).toBe(SEATS_TAKEN_MESSAGE);
    expect(contracts.paymentFailureReasonSchema.options).toContain(SEATS_TAKEN_CODE);
  });
});

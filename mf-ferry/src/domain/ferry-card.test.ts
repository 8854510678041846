import { describe, expect, it } from 'vitest';
import { greenOceanTicket, makruzzTicket, nautikaTicket } from '../testing/ferry-builders';
import { cardPortFeeNote } from './ferry-card';
import { tripPrice, tripPriceLines } from './pricing';

const party = { adults: 2, children: 1 };
const portFeeLine = (lines: { label: string; amount: number }[]) =>
  lines.find((line) => line.label.startsWith('Port fee'));

// The card shows exactly what the order summary will charge for the port fee.
describe('the card states the port fee the summary charges', () => {
  it('Makruzz: its own fee per adult, the summary charges it per adult', () => {
    const note = cardPortFeeNote({ service: 'makruzz', portFee: 75 });
    expect(note).toBe('Port fee ₹75 per adult');
    expect(portFeeLine(tripPriceLines(makruzzTicket({ portFee: 75 }), party))).toEqual({
      label: 'Port fee × 2',
      amount: 75 * 2,
    });
  });

  it('Nautika: the card names the fixed 50 per person the summary adds for adults and infants', () => {
    const note = cardPortFeeNote({ service: 'nautika', portFee: undefined });
    expect(note).toBe('Port fee ₹50 per person, infants too');
    expect(portFeeLine(tripPriceLines(nautikaTicket(), party))).toEqual({
      label: 'Port fee × 3',
      amount: 150,
    });
  });

  it('Green Ocean: included in the fares, and the summary adds no port fee line', () => {
    expect(cardPortFeeNote({ service: 'green ocean', portFee: 50 })).toBe(
      'Port fee ₹50 included in the fares',
    );
    expect(cardPortFeeNote({ service: 'green ocean', portFee: undefined })).toBe(
      'Port fee included in the fares',
    );
    const ticket = greenOceanTicket({ price: 1300, infantPrice: 170 });
    const lines = tripPriceLines(ticket, party);
    expect(portFeeLine(lines)).toBeUndefined();
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(tripPrice(ticket, party));
  });
});

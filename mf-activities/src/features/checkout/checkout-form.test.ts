import { checkoutDefaults, emptyCheckout, paymentRequest, toCheckoutDraft } from './checkout-form';

const values = {
  fullName: 'Kiran',
  email: 'k@example.com',
  phone: '9876543210',
  nationality: 'India-Indian',
  startDate: '2030-01-05',
  specialRequests: '',
  participants: 3,
};
const isPast = (day: string) => day < '2030-01-03';

describe('checkoutDefaults', () => {
  it('restores the draft of the same activity', () => {
    expect(checkoutDefaults({ activityId: 2, values }, 2, '2030-01-04', isPast)).toEqual(values);
  });
  it("starts empty for another activity's draft or none", () => {
    expect(checkoutDefaults({ activityId: 5, values }, 2, '2030-01-04', isPast)).toEqual(
      emptyCheckout('2030-01-04'),
    );
    expect(checkoutDefaults(null, 2, '2030-01-04', isPast)).toEqual(emptyCheckout('2030-01-04'));
  });
  it('replaces a date that has gone by', () => {
    const old = { activityId: 2, values: { ...values, startDate: '2030-01-01' } };
    expect(checkoutDefaults(old, 2, '2030-01-04', isPast).startDate).toBe('2030-01-04');
  });
});

describe('toCheckoutDraft', () => {
  it('keeps text as typed and a count inside 1…50', () => {
    expect(toCheckoutDraft(2, { fullName: 'A', participants: 0 }).values).toMatchObject({
      fullName: 'A',
      email: '',
      participants: 1,
    });
    expect(toCheckoutDraft(2, { participants: 80 }).values.participants).toBe(50);
  });
});

describe('paymentRequest', () => {
  it("charges the booking's server total, never a price from elsewhere", () => {
    const request = paymentRequest(
      {
        id: 'b00king-id-9',
        ownerToken: 'T'.repeat(24),
        activityId: 2,
        clientName: 'Kiran',
        clientCount: 3,
        total: 11700,
      },
      { email: 'k@example.com', phone: '9876543210' },
      'http://localhost:3000',
    );
    expect(request).toEqual({
      payment_gateway_data: { amount: 11700, email: 'k@example.com', phone: '9876543210' },
      data: [
        {
          service: 'activity',
          activity_data: {
            bookingId: 'b00king-id-9',
            bookingToken: 'T'.repeat(24),
            activityId: 2,
            clientName: 'Kiran',
            clientCount: 3,
            total: 11700,
          },
        },
      ],
      return_origin: 'http://localhost:3000',
    });
  });
});

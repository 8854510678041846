import { render, screen } from '@testing-library/react';
import { BookingBar } from './booking-bar';

describe('BookingBar (rule site.booking-bar)', () => {
  it('holds the total and the one main action', () => {
    render(
      <BookingBar total="₹15,000">
        <button type="submit">Submit Booking Request</button>
      </BookingBar>,
    );
    const bar = screen.getByTestId('booking-bar');
    expect(bar).toHaveTextContent('Total₹15,000');
    expect(screen.getAllByRole('button', { name: 'Submit Booking Request' })).toHaveLength(1);
    expect(bar).toContainElement(screen.getByRole('button'));
  });
});

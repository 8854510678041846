import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea, TextInput } from './text-input';

describe('TextInput', () => {
  it('is a labelled text box whose prefix is decoration, and a press on the prefix focuses it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="price">Price per night in rupees</label>
        <TextInput id="price" prefix="₹" inputMode="numeric" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Price per night in rupees' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    const prefix = screen.getByText('₹');
    expect(prefix).toHaveAttribute('aria-hidden', 'true');
    await user.click(prefix);
    expect(input).toHaveFocus();
    await user.type(input, '2500');
    expect(input).toHaveValue('2500');
  });

  it('marks an invalid value for the eye and for screen readers', () => {
    render(<TextInput aria-label="Name" invalid />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.parentElement?.className).toMatch(/invalid/);
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line box that keeps what is typed, line breaks included', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="requests">Special requests</label>
        <TextArea id="requests" rows={3} />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Special requests' });
    await user.type(box, 'Vegetarian lunch{Enter}Ground floor');
    expect(box).toHaveValue('Vegetarian lunch\nGround floor');
  });
});

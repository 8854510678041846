import {
  type GuestDetailsForm,
  type GuestDetailsFormInput,
  guestDetailsFormSchema,
  guestMessages,
} from '@andaman/shared/contracts/guests';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { Form } from '@andaman/shared/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  emptyGuestDetails,
  GuestCard,
  GuestContactCard,
  toGuestDetailsDraft,
  useGuestFields,
} from './guest-details';

function Checkout({ onValid }: { onValid: (values: GuestDetailsForm) => void }) {
  const [count, setCount] = useState(2);
  const form = useForm<GuestDetailsFormInput, unknown, GuestDetailsForm>({
    resolver: zodResolver(guestDetailsFormSchema),
    defaultValues: emptyGuestDetails(),
  });
  const guests = useGuestFields(form.control, count);
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Form layout="vertical" component={false}>
        {guests.map((guest, index) => (
          <GuestCard key={guest.id} control={form.control} index={index} />
        ))}
        <GuestContactCard control={form.control} />
      </Form>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        More guests
      </button>
      <button type="button" onClick={() => setCount((n) => n - 1)}>
        Fewer guests
      </button>
      <button type="submit">Submit Booking Request</button>
    </form>
  );
}

describe('guest details', () => {
  it('shows a "Guest N" card per guest, added and removed to match the count', async () => {
    const { user } = renderWithProviders(<Checkout onValid={vi.fn()} />);
    expect(await screen.findAllByRole('region', { name: /^Guest \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'More guests' }));
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Guest \d$/ })).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Fewer guests' }));
    await user.click(screen.getByRole('button', { name: 'Fewer guests' }));
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Guest \d$/ })).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Contact Details' })).toBeInTheDocument();
  });

  it('starts a guest with nationality India-Indian, shown as "Indian"', async () => {
    renderWithProviders(<Checkout onValid={vi.fn()} />);
    const guest = await screen.findByRole('region', { name: 'Guest 1' });
    expect(within(guest).getByText('Indian')).toBeInTheDocument();
  });

  it("shows the spec's messages for empty guests and contact", async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Checkout onValid={onValid} />);
    await user.click(await screen.findByRole('button', { name: 'Submit Booking Request' }));
    expect(await screen.findAllByText(guestMessages.title)).toHaveLength(2);
    expect(screen.getAllByText(guestMessages.name)).toHaveLength(2);
    expect(screen.getAllByText(guestMessages.age)).toHaveLength(2);
    expect(screen.getByText(guestMessages.contactName)).toBeInTheDocument();
    expect(screen.getByText(guestMessages.contactEmail)).toBeInTheDocument();
    expect(screen.getByText(guestMessages.contactPhone)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('offers Mr, Mrs and Miss (sent as Ms)', async () => {
    const { user } = renderWithProviders(<Checkout onValid={vi.fn()} />);
    const guest = await screen.findByRole('region', { name: 'Guest 1' });
    await user.click(within(guest).getByLabelText('Title'));
    // Each item of the open list carries its label as its title.
    expect(await screen.findByTitle('Miss')).toBeInTheDocument();
    expect(screen.getByTitle('Mr')).toBeInTheDocument();
    expect(screen.getByTitle('Mrs')).toBeInTheDocument();
    expect(screen.queryByTitle('Ms')).not.toBeInTheDocument();
  });

  it('keeps the values as a text draft', () => {
    expect(
      toGuestDetailsDraft({
        contactName: 'Asha',
        contactEmail: 'a@b.c',
        contactPhone: '9876543210',
        guests: [{ title: 'Ms', name: 'Asha', age: 34, nationality: 'India-Indian' }],
      }),
    ).toEqual({
      contactName: 'Asha',
      contactEmail: 'a@b.c',
      contactPhone: '9876543210',
      contactPhoneAlt: '',
      guests: [{ title: 'Ms', name: 'Asha', age: '34', nationality: 'India-Indian' }],
    });
  });
});

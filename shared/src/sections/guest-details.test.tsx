import {
  type GuestDetailsForm,
  type GuestDetailsFormInput,
  guestMessages,
} from '@andaman/shared/contracts/guests';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { FormFields } from '@andaman/shared/ui/form';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  emptyGuest,
  emptyGuestDetails,
  GuestCard,
  GuestContactCard,
  type GuestDetailsDraft,
  guestDetailsDefaults,
  guestDetailsResolver,
  toGuestDetailsDraft,
  useGuestFields,
} from './guest-details';

function Checkout({
  onValid,
  draft = emptyGuestDetails(),
}: {
  onValid: (values: GuestDetailsForm) => void;
  draft?: GuestDetailsDraft;
}) {
  const [count, setCount] = useState(2);
  const form = useForm<GuestDetailsFormInput, unknown, GuestDetailsForm>({
    resolver: guestDetailsResolver,
    defaultValues: guestDetailsDefaults(draft, 2),
  });
  const guests = useGuestFields(form.control, count);
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormFields>
        {guests.map((guest, index) => (
          <GuestCard key={guest.id} control={form.control} index={index} />
        ))}
        <GuestContactCard control={form.control} />
      </FormFields>
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

  it("shows the guests' and the contact's messages at the first press (rule site.validation.first-press)", async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Checkout onValid={onValid} />);
    await user.click(await screen.findByRole('button', { name: 'Submit Booking Request' }));
    expect(await screen.findAllByText(guestMessages.title)).toHaveLength(2);
    expect(screen.getAllByText(guestMessages.name)).toHaveLength(2);
    expect(screen.getAllByText(guestMessages.age)).toHaveLength(2);
    expect(screen.getByText(guestMessages.contactName)).toBeInTheDocument();
    expect(screen.getByText(guestMessages.contactEmail)).toBeInTheDocument();
    // The first field in error takes the focus.
    expect(within(screen.getByRole('region', { name: 'Guest 1' })).getByLabelText('Title')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("shows the contact's messages once every guest is valid, and submits typed values", async () => {
    const onValid = vi.fn();
    const guest = { title: 'Ms', name: 'Asha', age: '34', nationality: 'France-French' };
    const draft = { ...emptyGuestDetails(), guests: [guest, { ...guest, title: 'Mr', name: 'Ravi' }] };
    const { user } = renderWithProviders(<Checkout onValid={onValid} draft={draft} />);
    await user.click(await screen.findByRole('button', { name: 'Submit Booking Request' }));
    expect(await screen.findByText(guestMessages.contactName)).toBeInTheDocument();
    expect(screen.getByText(guestMessages.contactEmail)).toBeInTheDocument();
    expect(screen.getByText(guestMessages.contactPhone)).toBeInTheDocument();
    expect(screen.queryByText(guestMessages.title)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Guest 1' })).getByText('French')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contact name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      contactName: 'Asha',
      guests: [
        { title: 'Ms', name: 'Asha', age: 34, nationality: 'France-French' },
        { title: 'Mr', name: 'Ravi', age: 34, nationality: 'France-French' },
      ],
    });
  });

  it('sizes a saved draft to the guest count', () => {
    const saved = { ...emptyGuestDetails(), guests: [{ ...emptyGuest(), name: 'Asha' }] };
    expect(guestDetailsDefaults(saved, 3).guests.map((guest) => guest.name)).toEqual(['Asha', '', '']);
    expect(guestDetailsDefaults({ ...saved, guests: [emptyGuest(), emptyGuest()] }, 1).guests).toHaveLength(
      1,
    );
    expect(guestDetailsDefaults(saved, 3).guests[2]?.nationality).toBe('India-Indian');
  });

  it('offers Mr, Mrs and Miss (sent as Ms)', async () => {
    const { user } = renderWithProviders(<Checkout onValid={vi.fn()} />);
    const guest = await screen.findByRole('region', { name: 'Guest 1' });
    const title = within(guest).getByLabelText('Title');
    const offered = within(title)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => [option.textContent, (option as HTMLOptionElement).value]);
    expect(offered).toEqual([
      ['Mr', 'Mr'],
      ['Mrs', 'Mrs'],
      ['Miss', 'Ms'],
    ]);
    await user.selectOptions(title, 'Miss');
    expect(title).toHaveValue('Ms');
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

import { DateFormField } from '@andaman/shared/ui/date-form-field';
import { FormFields } from '@andaman/shared/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

// The apps validate with their zod schemas; the message is the schema's.
const checkInSchema = z.object({ checkIn: z.string().min(1, 'Please choose a check-in date') });

function CheckInForm({ onValid }: { onValid: (checkIn: string) => void }) {
  const { control, handleSubmit } = useForm<{ checkIn: string }>({
    defaultValues: { checkIn: '' },
    resolver: zodResolver(checkInSchema),
  });
  return (
    <FormFields>
      <form noValidate onSubmit={handleSubmit((values) => onValid(values.checkIn))}>
        <DateFormField
          control={control}
          name="checkIn"
          label="Check-in date"
          required
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
        />
        <button type="submit">Book</button>
      </form>
    </FormFields>
  );
}

describe('DateFormField', () => {
  it("binds a labelled, required date to the form: the field's message on an empty submit, the typed day once taken", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CheckInForm onValid={onValid} />);
    const input = screen.getByLabelText(/Check-in date/);
    expect(input).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Please choose a check-in date')).toBeInTheDocument();
    expect(screen.getByLabelText(/Check-in date/)).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();

    const day = dayjs().add(3, 'day');
    await user.type(screen.getByLabelText(/Check-in date/), `${day.format('DD MMM YYYY')}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onValid).toHaveBeenCalledWith(day.format('YYYY-MM-DD'));
  });
});

import { FormFields } from '@andaman/shared/ui/form';
import { FormField } from '@andaman/shared/ui/form-field';
import { TextInput as Input } from '@andaman/shared/ui/text-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const NAME_MESSAGE = 'Name must be at least 2 characters';
const schema = z.object({ name: z.string().trim().min(2, NAME_MESSAGE) });
type Values = z.infer<typeof schema>;

function NameForm({ onValid, showMessage }: { onValid?: (values: Values) => void; showMessage?: boolean }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  return (
    <FormFields>
      <form noValidate onSubmit={handleSubmit((values) => onValid?.(values))}>
        <FormField
          control={control}
          name="name"
          label="Full name"
          extra="As on your ID"
          showMessage={showMessage}
          render={({ field, id, invalid, errorId }) => (
            <Input
              id={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={invalid || undefined}
              aria-describedby={errorId}
            />
          )}
        />
        <button type="submit">Send</button>
      </form>
    </FormFields>
  );
}

describe('FormField', () => {
  it('renders the label, tied to the input, and the hint', () => {
    render(<NameForm />);
    expect(screen.getByText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByText('As on your ID')).toBeInTheDocument();
  });

  it("shows the zod schema's message under an invalid field and describes the input with it", async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const input = screen.getByLabelText('Full name');
    expect(await screen.findByText(NAME_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(NAME_MESSAGE);
  });

  it('passes the typed value on once the field is valid', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Asha Rao' }));
    expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument();
  });

  it('with showMessage={false}, turns the field invalid without a message (the form says it elsewhere)', async () => {
    const user = userEvent.setup();
    render(<NameForm showMessage={false} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const input = screen.getByLabelText('Full name');
    await vi.waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

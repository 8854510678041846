import { FormFields } from '@andaman/shared/ui/form';
import { inputHints, TextAreaField, TextField } from '@andaman/shared/ui/form-inputs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';

const renderWithUser = (ui: ReactElement) => ({ user: userEvent.setup(), ...render(ui) });

interface Values {
  email: string;
  phone: string;
  age: string;
  name: string;
}

function ContactForm() {
  const { control } = useForm<Values>({ defaultValues: { email: '', phone: '', age: '', name: '' } });
  return (
    <FormFields>
      <form>
        <TextField control={control} name="email" label="Email" type="email" />
        <TextField control={control} name="phone" label="Phone" type="tel" />
        <TextField control={control} name="age" label="Age" inputMode="numeric" />
        <TextField control={control} name="name" label="Full name" autoComplete="name" />
      </form>
    </FormFields>
  );
}

describe('TextField keyboards and autofill (phones)', () => {
  it('gives e-mail, phone and numeric fields the keyboard and autofill token a phone needs', () => {
    render(<ContactForm />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');

    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');

    const age = screen.getByLabelText('Age');
    expect(age).toHaveAttribute('inputmode', 'numeric');
    expect(age).toHaveAttribute('pattern', '[0-9]*');

    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).not.toHaveAttribute('inputmode');
  });

  it('keeps what a field states over the defaults', () => {
    expect(inputHints({ type: 'tel', autoComplete: 'tel-national' })).toEqual({
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel-national',
      pattern: undefined,
    });
    expect(inputHints({ type: 'text' })).toEqual({
      type: 'text',
      inputMode: undefined,
      autoComplete: undefined,
      pattern: undefined,
    });
  });
});

describe('TextAreaField', () => {
  function MessageForm() {
    const { control } = useForm<{ message: string }>({ defaultValues: { message: 'Hello' } });
    return (
      <TextAreaField control={control} name="message" label="Message" rows={4} placeholder="Your trip" />
    );
  }

  it('is a labelled text box of several lines bound to its field', async () => {
    const { user } = renderWithUser(<MessageForm />);
    const box = screen.getByLabelText('Message');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveValue('Hello');
    await user.type(box, ' there');
    expect(box).toHaveValue('Hello there');
  });
});

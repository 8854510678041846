import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { FormFields, FormItem } from './form';
import { TextInput as Input } from './text-input';

describe('FormFields and FormItem', () => {
  it('ties the label to the input and shows the message, then the hint, under it', () => {
    const { container } = render(
      <FormFields>
        <FormItem label="Email" htmlFor="email" help={<span>Email is required</span>} extra="We reply here">
          <Input id="email" />
        </FormItem>
      </FormFields>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'email');
    const item = container.firstElementChild as HTMLElement;
    const [, input, message, hint] = Array.from(item.children);
    expect(input).toContainElement(screen.getByLabelText('Email'));
    expect(message).toHaveTextContent('Email is required');
    expect(hint).toHaveTextContent('We reply here');
  });

  it('marks the fields that are not required "(optional)" when asked, and stars the required ones otherwise', () => {
    const fields = (requiredMark?: 'optional') => (
      <FormFields requiredMark={requiredMark}>
        <FormItem label="Full name" htmlFor="full-name" required>
          <Input id="full-name" />
        </FormItem>
        <FormItem label="Message" htmlFor="message">
          <Input id="message" />
        </FormItem>
      </FormFields>
    );
    const { rerender } = render(fields('optional'));
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('id', 'message');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('id', 'full-name');
    const starred = () => screen.getByText('Full name').className;
    expect(starred()).toBe('');

    rerender(fields());
    expect(screen.queryByText('(optional)')).not.toBeInTheDocument();
    expect(starred()).toMatch(/required/);
  });

  it('keeps its styles in a cascade layer, so an app class on an item wins in any load order', () => {
    const css = readFileSync(join(__dirname, '../assets/styles/form.module.css'), 'utf8');
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '').trim()).toMatch(/^@layer design-system \{[\s\S]*\}$/);
  });
});

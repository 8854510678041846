import { Card } from '@andaman/shared/ui/card';
import { FieldCell, FieldGrid } from '@andaman/shared/ui/field-grid';
import { TextField } from '@andaman/shared/ui/form-inputs';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import type { ContactDraft } from '../../domain/checkout-draft';
import type { CheckoutFormInput, CheckoutFormValues } from './checkout-form';

const FIELDS: { name: keyof ContactDraft; label: string; type: string; autoComplete: string }[] = [
  { name: 'c_name', label: 'Contact name', type: 'text', autoComplete: 'name' },
  { name: 'c_email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'c_mobile', label: 'Mobile number', type: 'tel', autoComplete: 'tel' },
  { name: 'p_contact', label: 'Alternate phone (optional)', type: 'tel', autoComplete: 'tel' },
];

/**
 * Contact details of the checkout form (rule ferry.contact.name and beside it); the alternate phone defaults
 * to the mobile at payment (rule ferry.contact.alt-phone).
 */
export function ContactCard({
  control,
}: {
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
}) {
  const id = useId().replace(/:/g, '');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Contact details</h2>}>
      <section aria-label="Contact details">
        <FieldGrid>
          {FIELDS.map((field) => (
            <FieldCell width="half" key={field.name}>
              <TextField
                control={control}
                name={`contact.${field.name}`}
                label={field.label}
                id={`${id}-${field.name}`}
                type={field.type}
                autoComplete={field.autoComplete}
              />
            </FieldCell>
          ))}
        </FieldGrid>
      </section>
    </Card>
  );
}

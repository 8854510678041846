import {
  type FerryContact,
  type FerryContactInput,
  ferryContactSchema,
} from '@andaman/shared/contracts/ferry-passengers';
import { Card } from '@andaman/shared/ui/card';
import { Form } from '@andaman/shared/ui/form';
import { FormField } from '@andaman/shared/ui/form-field';
import { Col, Row } from '@andaman/shared/ui/grid';
import { Input } from '@andaman/shared/ui/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactDraft } from './traveller-state';
import { useRegisterValidator, type ValidationRegistry } from './validation-registry';

/** The contact form's registration key. */
export const CONTACT_FORM_KEY = 'contact';

const FIELDS: { name: keyof ContactDraft; label: string; type: string; autoComplete: string }[] = [
  { name: 'c_name', label: 'Contact name', type: 'text', autoComplete: 'name' },
  { name: 'c_email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'c_mobile', label: 'Mobile number', type: 'tel', autoComplete: 'tel' },
  { name: 'p_contact', label: 'Alternate phone (optional)', type: 'tel', autoComplete: 'tel' },
];

export interface ContactFormProps {
  draft: ContactDraft;
  onDraftChange: (draft: ContactDraft) => void;
  /** Copied into the contact name when it changes (the single adult's name, spec 001 §5). */
  copiedName: string | undefined;
  registry: ValidationRegistry<FerryContact>;
}

/** Contact details (spec 001 §3 and §5); the alternate phone defaults to the mobile at payment. */
export function ContactForm({ draft, onDraftChange, copiedName, registry }: ContactFormProps) {
  const id = useId().replace(/:/g, '');
  const { control, handleSubmit, watch, setValue } = useForm<FerryContactInput, unknown, FerryContact>({
    resolver: zodResolver(ferryContactSchema),
    defaultValues: draft,
    mode: 'onTouched',
  });

  const draftChange = useRef(onDraftChange);
  draftChange.current = onDraftChange;
  useEffect(() => {
    const subscription = watch((values) =>
      draftChange.current({
        c_name: values.c_name ?? '',
        c_email: values.c_email ?? '',
        c_mobile: values.c_mobile ?? '',
        p_contact: values.p_contact ?? '',
      }),
    );
    return () => subscription.unsubscribe();
  }, [watch]);

  useEffect(() => {
    if (copiedName !== undefined) setValue('c_name', copiedName, { shouldDirty: true });
  }, [copiedName, setValue]);

  useRegisterValidator(
    registry,
    CONTACT_FORM_KEY,
    () =>
      new Promise<FerryContact | undefined>((resolve) => {
        void handleSubmit(
          (values) => resolve(values),
          () => resolve(undefined),
        )();
      }),
  );

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Contact details</h2>}>
      <Form layout="vertical" component={false}>
        <section aria-label="Contact details">
          <Row gutter={[16, 0]}>
            {FIELDS.map((field) => (
              <Col xs={24} sm={12} key={field.name}>
                <FormField
                  control={control}
                  name={field.name}
                  label={field.label}
                  id={`${id}-${field.name}`}
                  render={({ field: input, id: inputId }) => (
                    <Input
                      id={inputId}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      value={input.value ?? ''}
                      onChange={(event) => input.onChange(event.target.value)}
                      onBlur={input.onBlur}
                    />
                  )}
                />
              </Col>
            ))}
          </Row>
        </section>
      </Form>
    </Card>
  );
}

import {
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from '@centre/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, controlClasses, describedBy, FormControls, FormField } from '../../../components/ui';
import * as contactModule from '../../../content/contact';
import { useContent, useMessage, useMessages } from '../../../lib/i18n';
import { sendContactMessage } from '../api/contact-api';

type Field = keyof ContactFormValues;
type Status = 'idle' | 'sending' | 'success' | 'error';

const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];

/** The content key of a field's label ('email' is an address key to the editions). */
const LABEL_KEYS = {
  name: 'name',
  email: 'emailAddress',
  subject: 'subject',
  message: 'message',
} as const satisfies Record<Field, keyof typeof contactModule.contactContent.fields>;

export interface ContactFormProps {
  /** Injected in tests; the live endpoint otherwise. */
  send?: (values: ContactFormValues) => Promise<boolean>;
}

/** The four-field contact form: idle → sending → success or error, the outcome shown for 3 s. */
export function ContactForm({ send = sendContactMessage }: ContactFormProps) {
  const { contactContent: content } = useContent('contact', contactModule);
  const { contact: CONTACT_MESSAGES } = useMessages();
  const message = useMessage();
  const baseId = useId();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const controls = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );

  // The sent / failed line goes away on its own (spec 4 and 9).
  useEffect(() => {
    if (status !== 'success' && status !== 'error') return undefined;
    const timer = setTimeout(() => setStatus('idle'), contactModule.contactContent.statusTimeoutMs);
    return () => clearTimeout(timer);
  }, [status]);

  const idOf = (field: Field): string => `${baseId}-${field}`;

  const change = (field: Field, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      return;
    }
    setStatus('sending');
    const ok = await send(values);
    if (ok) setValues(EMPTY_CONTACT_FORM);
    setStatus(ok ? 'success' : 'error');
  };

  /** A field's label, its error in the language on screen, and the aria that ties them to it. */
  const fieldProps = (field: Field) => ({
    id: idOf(field),
    label: content.fields[LABEL_KEYS[field]],
    error: errors[field] ? message(errors[field]) : undefined,
    required: true,
  });
  const describe = (field: Field) => describedBy(idOf(field), errors[field]);

  const sending = status === 'sending';

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={content.formTitle}>
      <FormControls className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {(['name', 'email'] as const).map((field) => (
            <FormField key={field} {...fieldProps(field)}>
              <input
                id={idOf(field)}
                ref={(element) => {
                  controls.current[field] = element;
                }}
                name={field}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'email' ? 'email' : 'name'}
                required
                value={values[field]}
                placeholder={content.placeholders[field]}
                onChange={(event) => change(field, event.target.value)}
                className={controlClasses(Boolean(errors[field]))}
                {...describe(field)}
              />
            </FormField>
          ))}
        </div>
        <FormField {...fieldProps('subject')}>
          <input
            id={idOf('subject')}
            ref={(element) => {
              controls.current.subject = element;
            }}
            name="subject"
            type="text"
            required
            value={values.subject}
            placeholder={content.placeholders.subject}
            onChange={(event) => change('subject', event.target.value)}
            className={controlClasses(Boolean(errors.subject))}
            {...describe('subject')}
          />
        </FormField>
        <FormField {...fieldProps('message')}>
          <textarea
            id={idOf('message')}
            ref={(element) => {
              controls.current.message = element;
            }}
            name="message"
            required
            rows={6}
            value={values.message}
            placeholder={content.placeholders.message}
            onChange={(event) => change('message', event.target.value)}
            className={controlClasses(Boolean(errors.message))}
            {...describe('message')}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? CONTACT_MESSAGES.sending : CONTACT_MESSAGES.send}
        </Button>
        <div aria-live="polite" className="min-h-6">
          {status === 'success' && (
            <p
              role="status"
              className="rounded-xl bg-green-50 px-4 py-3 font-medium text-green-800"
            >
              {CONTACT_MESSAGES.sent}
            </p>
          )}
          {status === 'error' && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
              {CONTACT_MESSAGES.failed}
            </p>
          )}
        </div>
      </FormControls>
    </form>
  );
}

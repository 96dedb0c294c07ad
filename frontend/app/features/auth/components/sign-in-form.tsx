import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type { MessageCode } from '@centre/contracts';
import { Button, controlClasses, describedBy, FormControls, FormField } from '../../../components/ui';
import * as signInModule from '../../../content/sign-in';
import { useContent, useMessage, type Notice } from '../../../lib/i18n';
import { signIn, type SessionUser, type SignInResult } from '../api/auth-api';

interface SignInFields {
  email: string;
  password: string;
}

type FormErrors = (typeof signInModule.signInContent)['errors'];

/**
 * The form's own rules say their words by rule (react-hook-form's `type`); a field refused by
 * the server carries the catalogue's code as its type, its English as its message. Either way
 * the words follow a language switch.
 */
const RULE_WORDS: Record<keyof SignInFields, Partial<Record<string, keyof FormErrors>>> = {
  email: { required: 'emailRequired', pattern: 'emailInvalid' },
  password: { required: 'passwordRequired' },
};

export interface SignInFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** Where the credentials go: signing in by default; the first run creates the first admin with them. */
  send?: (email: string, password: string) => Promise<SignInResult>;
  submitLabel?: string;
  /** A new account's password is chosen here, not recalled. */
  newPassword?: boolean;
}

/** Email and password; the server's message (wrong credentials, too many attempts) shows above the form. */
export function SignInForm({ onSignedIn, send = signIn, submitLabel, newPassword = false }: SignInFormProps) {
  const { signInContent: content } = useContent('sign-in', signInModule);
  const message = useMessage();
  const [failure, setFailure] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInFields>({ defaultValues: { email: '', password: '' } });

  const shown = (field: keyof SignInFields, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const rule = RULE_WORDS[field][error.type];
    return rule ? content.errors[rule] : message({ code: error.type as MessageCode, text: error.message ?? '' });
  };

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await send(email.trim(), password);
    if (result.ok) {
      onSignedIn(result.user);
      return;
    }
    setFailure(result.message);
    for (const [field, said] of Object.entries(result.fields ?? {}) as Array<[keyof SignInFields, Notice]>) {
      setError(field, { type: said.code ?? 'server', message: said.text });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={failure ? 'sign-in-failure' : undefined}
    >
      <FormControls className="space-y-5">
        {failure && (
          <p
            id="sign-in-failure"
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {message(failure)}
          </p>
        )}
        <FormField id="sign-in-email" label={content.fields.emailAddress} error={shown('email', errors.email)}>
          <input
            id="sign-in-email"
            type="email"
            autoComplete="username"
            className={controlClasses(Boolean(errors.email))}
            {...describedBy('sign-in-email', shown('email', errors.email))}
            {...register('email', { required: true, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ })}
          />
        </FormField>
        <FormField id="sign-in-password" label={content.fields.password} error={shown('password', errors.password)}>
          <input
            id="sign-in-password"
            type="password"
            autoComplete={newPassword ? 'new-password' : 'current-password'}
            className={controlClasses(Boolean(errors.password))}
            {...describedBy('sign-in-password', shown('password', errors.password))}
            {...register('password', { required: true })}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? content.submitting : (submitLabel ?? content.submit)}
        </Button>
      </FormControls>
    </form>
  );
}

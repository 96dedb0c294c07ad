import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormControls } from '../../../components/ui';
import * as signInModule from '../../../content/sign-in';
import { useContent } from '../../../lib/i18n';
import { signIn, type SessionUser } from '../api/auth-api';

interface SignInFields {
  email: string;
  password: string;
}

type Texts = typeof signInModule.signInContent;
const english = signInModule.signInContent;

/**
 * A message kept in English (the form's own rules, the server's answers) in the visitor's
 * language, so a language switch also changes a message already on screen.
 */
const localizedMessage = (texts: Texts, message: string | undefined): string | undefined => {
  for (const group of ['errors', 'serverMessages'] as const) {
    const known: Readonly<Record<string, string>> = english[group];
    const key = Object.keys(known).find((k) => known[k] === message);
    if (key !== undefined) return (texts[group] as Readonly<Record<string, string>>)[key];
  }
  return message;
};

export interface SignInFormProps {
  onSignedIn: (user: SessionUser) => void;
}

const input =
  'mt-1 block w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-ink-900 focus-visible:outline-3 focus-visible:outline-brand-500 aria-invalid:border-red-600';

/** Email and password; the server's message (wrong credentials, too many attempts) shows above the form. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { signInContent: content } = useContent('sign-in', signInModule);
  const shown = (message: string | undefined): string | undefined =>
    localizedMessage(content, message);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInFields>({ defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await signIn(email.trim(), password);
    if (result.ok) {
      onSignedIn(result.user);
      return;
    }
    setFailure(result.message);
    for (const [field, message] of Object.entries(result.errors ?? {})) {
      if (field === 'email' || field === 'password') setError(field, { message });
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
            {shown(failure)}
          </p>
        )}
        <div>
          <label htmlFor="sign-in-email" className="block text-sm font-semibold text-ink-700">
            {content.fields.emailAddress}
          </label>
          <input
            id="sign-in-email"
            type="email"
            autoComplete="username"
            className={input}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
            {...register('email', {
              required: english.errors.emailRequired,
              pattern: {
                value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
                message: english.errors.emailInvalid,
              },
            })}
          />
          {errors.email && (
            <p id="sign-in-email-error" className="mt-1 text-sm text-red-700">
              {shown(errors.email.message)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="sign-in-password" className="block text-sm font-semibold text-ink-700">
            {content.fields.password}
          </label>
          <input
            id="sign-in-password"
            type="password"
            autoComplete="current-password"
            className={input}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'sign-in-password-error' : undefined}
            {...register('password', { required: english.errors.passwordRequired })}
          />
          {errors.password && (
            <p id="sign-in-password-error" className="mt-1 text-sm text-red-700">
              {shown(errors.password.message)}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? content.submitting : content.submit}
        </Button>
      </FormControls>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, controlClasses, describedBy, FormControls, FormField } from '../../../components/ui';
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
        <FormField id="sign-in-email" label={content.fields.emailAddress} error={shown(errors.email?.message)}>
          <input
            id="sign-in-email"
            type="email"
            autoComplete="username"
            className={controlClasses(Boolean(errors.email))}
            {...describedBy('sign-in-email', errors.email?.message)}
            {...register('email', {
              required: english.errors.emailRequired,
              pattern: {
                value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
                message: english.errors.emailInvalid,
              },
            })}
          />
        </FormField>
        <FormField id="sign-in-password" label={content.fields.password} error={shown(errors.password?.message)}>
          <input
            id="sign-in-password"
            type="password"
            autoComplete="current-password"
            className={controlClasses(Boolean(errors.password))}
            {...describedBy('sign-in-password', errors.password?.message)}
            {...register('password', { required: english.errors.passwordRequired })}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? content.submitting : content.submit}
        </Button>
      </FormControls>
    </form>
  );
}

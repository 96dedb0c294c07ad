import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { signIn, type SessionUser } from '../api/auth-api';

interface SignInFields {
  email: string;
  password: string;
}

export interface SignInFormProps {
  onSignedIn: (user: SessionUser) => void;
}

const input =
  'mt-1 block w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-ink-900 focus-visible:outline-3 focus-visible:outline-brand-500 aria-invalid:border-red-600';

/** Email and password; the server's message (wrong credentials, too many attempts) shows above the form. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
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
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-describedby={failure ? 'sign-in-failure' : undefined}>
      {failure && (
        <p id="sign-in-failure" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <div>
        <label htmlFor="sign-in-email" className="block text-sm font-semibold text-ink-700">
          Email
        </label>
        <input
          id="sign-in-email"
          type="email"
          autoComplete="username"
          className={input}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
          {...register('email', { required: 'Enter your email', pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter a valid email' } })}
        />
        {errors.email && (
          <p id="sign-in-email-error" className="mt-1 text-sm text-red-700">
            {errors.email.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="sign-in-password" className="block text-sm font-semibold text-ink-700">
          Password
        </label>
        <input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          className={input}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'sign-in-password-error' : undefined}
          {...register('password', { required: 'Enter your password' })}
        />
        {errors.password && (
          <p id="sign-in-password-error" className="mt-1 text-sm text-red-700">
            {errors.password.message}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFirstAdmin } from '../api/auth-api';
import { SetupNeededNote } from './setup-needed-note';
import { SignInForm } from './sign-in-form';

const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

let calls: { url: string; init?: RequestInit }[] = [];
const serve = (answer: (url: string, init?: RequestInit) => Response) => {
  calls = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), ...(init && { init }) });
    return answer(String(input), init);
  }) as typeof fetch;
};

describe('27.5 first run in the browser', () => {
  it('the sign-in page says where the setup link is while no admin exists', async () => {
    serve(() => reply(200, { success: true, needed: true }));
    render(<SetupNeededNote />);
    expect(await screen.findByRole('note')).toHaveTextContent(/printed a one-time setup link in its log/);
    expect(calls[0]?.url).toBe('/api/setup');
  });

  it('says nothing once an admin exists, or when the server cannot say', async () => {
    serve(() => reply(200, { success: true, needed: false }));
    const { unmount } = render(<SetupNeededNote />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    serve(() => reply(500, {}));
    render(<SetupNeededNote />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('creates the first admin with the link\'s token, and shows a dead link\'s refusal', async () => {
    serve(() => reply(403, { success: false, code: 'FORBIDDEN', messageCode: 'auth.setupLinkInvalid', message: 'This setup link is not valid.' }));
    const signedIn: unknown[] = [];
    render(
      <SignInForm
        send={(email, password) => createFirstAdmin('tok-1', email, password)}
        submitLabel="Create the admin account"
        newPassword
        onSignedIn={(user) => signedIn.push(user)}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'first@centre.example.edu');
    await user.type(screen.getByLabelText('Password'), 'a-long-first-admin-password');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/setup link is not valid/);
    expect(calls[0]?.url).toBe('/api/setup');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ token: 'tok-1', email: 'first@centre.example.edu', password: 'a-long-first-admin-password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(signedIn).toEqual([]);
  });
});

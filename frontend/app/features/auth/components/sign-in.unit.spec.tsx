import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RequireSignIn } from './require-sign-in';
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

/** Records what it is called with (Jest's own mock is not a global under native ESM). */
const spy = <T,>() => {
  const seen: T[] = [];
  const fn = (value: T): void => {
    seen.push(value);
  };
  return Object.assign(fn, { seen });
};

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

describe('SignInForm', () => {
  it('signs in with the trimmed email and reports the user', async () => {
    serve(() => reply(200, { success: true, user: { id: 'u1', email: 'a@centre.example.edu', role: 'admin' } }));
    const onSignedIn = spy<unknown>();
    render(<SignInForm onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' a@centre.example.edu ');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-battery-staple');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn.seen).toEqual([{ id: 'u1', email: 'a@centre.example.edu', role: 'admin' }]));
    expect(calls[0]?.url).toBe('/api/auth/login');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ email: 'a@centre.example.edu', password: 'correct-horse-battery-staple' });
  });

  it("shows the server's refusal and stays", async () => {
    serve(() => reply(401, { success: false, message: 'Invalid email or password.' }));
    const onSignedIn = spy<unknown>();
    render(<SignInForm onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'a@centre.example.edu');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(onSignedIn.seen).toEqual([]);
  });

  it('asks for both fields before calling the server', async () => {
    serve(() => reply(500, {}));
    render(<SignInForm onSignedIn={spy<unknown>()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });
});

describe('RequireSignIn', () => {
  const app = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<RequireSignIn>{(user) => <p>Console of {user.email}</p>}</RequireSignIn>} />
          <Route path="/sign-in" element={<p>Sign-in page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );

  it('sends a visitor without a session to the sign-in page, remembering where they were going', async () => {
    serve(() => reply(401, { success: false, message: 'Not signed in.' }));
    app('/admin/bookings/bk-1?x=1');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1]).get('redirectTo')).toBe('/admin/bookings/bk-1?x=1');
  });

  it('shows the console to a signed-in user', async () => {
    serve(() => reply(200, { success: true, user: { id: 'u1', email: 'r@centre.example.edu', role: 'reviewer' } }));
    app('/admin');
    expect(await screen.findByText('Console of r@centre.example.edu')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/auth/me');
  });
});

import { apiError } from '@centre/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../../lib/i18n';
import { SignInForm } from './sign-in-form';

const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

describe('SignInForm in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('asks for both fields in Marathi and follows a switch back to English', async () => {
    globalThis.fetch = (async () => reply(500, {})) as typeof fetch;
    render(<SignInForm onSignedIn={() => undefined} />);
    await act(() => switchLanguage('mr'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'साइन इन करा' }));
    expect(await screen.findByText('तुमचा ईमेल लिहा')).toBeInTheDocument();
    expect(screen.getByText('तुमचा पासवर्ड लिहा')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('aria-invalid', 'true');
    await act(() => switchLanguage('en'));
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
  });

  it("shows the server's refusal in Marathi", async () => {
    globalThis.fetch = (async () => reply(401, apiError('INVALID_CREDENTIALS', 'auth.invalidCredentials'))) as typeof fetch;
    render(<SignInForm onSignedIn={() => undefined} />);
    await act(() => switchLanguage('mr'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ईमेल'), 'a@centre.example.edu');
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'साइन इन करा' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ईमेल किंवा पासवर्ड चुकीचा आहे.');
  });
});

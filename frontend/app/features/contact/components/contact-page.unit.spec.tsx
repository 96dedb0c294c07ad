import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES, type ContactFormValues } from '@centre/contracts';
import { contactContent } from '../../../content/contact';
import { renderWithRouter } from '../../../test/render';
import { ContactPage } from './contact-page';

const field = (name: string): HTMLInputElement => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

const fillAll = async (user: ReturnType<typeof userEvent.setup>): Promise<void> => {
  await user.type(field('Name'), 'Asha Patil');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Subject'), 'Lab visit');
  await user.type(field('Message'), 'Can we visit the fab lab next week?');
};

const deferred = () => {
  let resolve: (ok: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('Contact page', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn() as unknown as Element['scrollIntoView'];
  });
  afterEach(() => jest.useRealTimers());

  it('shows Get in Touch, the four fields and a contact panel whose links lead somewhere real', () => {
    renderWithRouter(<ContactPage send={async () => true} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name)).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    const panel = screen.getByRole('complementary', { name: contactContent.panel.title });
    expect(within(panel).getByText(contactContent.panel.address.value)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: contactContent.panel.phoneNumber.value })).toHaveAttribute('href', expect.stringMatching(/^tel:\+/));
    expect(within(panel).getByRole('link', { name: contactContent.panel.emailAddress.value })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    for (const link of within(panel).getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^#?$/);
    }
  });

  it('scrolls into view on load', () => {
    renderWithRouter(<ContactPage send={async () => true} />);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('refuses empty or whitespace-only fields and focuses the first error', async () => {
    const send = jest.fn(async (_values: ContactFormValues) => true);
    const user = userEvent.setup();
    renderWithRouter(<ContactPage send={send} />);
    await user.type(field('Name'), '   ');
    await user.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription(CONTACT_MESSAGES.nameRequired);
    await user.type(field('Name'), 'A');
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).not.toBeInTheDocument();
  });

  it('sends: Sending... with the button disabled, then the success line, fields cleared, gone after 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const answer = deferred();
    const send = jest.fn((_values: ContactFormValues) => answer.promise);
    renderWithRouter(<ContactPage send={send} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    expect(send).toHaveBeenCalledWith({
      name: 'Asha Patil',
      email: 'asha@example.com',
      subject: 'Lab visit',
      message: 'Can we visit the fab lab next week?',
    });
    expect(screen.getByRole('button', { name: CONTACT_MESSAGES.sending })).toBeDisabled();
    await act(async () => answer.resolve(true));
    expect(screen.getByRole('status')).toHaveTextContent(CONTACT_MESSAGES.sent);
    expect(screen.getByRole('button', { name: CONTACT_MESSAGES.send })).toBeEnabled();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name)).toHaveValue('');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(CONTACT_MESSAGES.sent)).not.toBeInTheDocument();
  });

  it('shows the failure line for 3 s and keeps what was typed', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithRouter(<ContactPage send={async () => false} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failed);
    expect(field('Subject')).toHaveValue('Lab visit');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText(CONTACT_MESSAGES.failed)).not.toBeInTheDocument();
  });
});

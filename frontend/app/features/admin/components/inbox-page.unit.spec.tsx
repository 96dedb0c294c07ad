import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxMessage } from '@centre/contracts';
import { ADMIN, fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const MESSAGE_ID = '7d0c4a52-2222-4aaa-8bbb-123456789abc';
const kiran: InboxMessage = {
  messageId: MESSAGE_ID,
  name: 'Kiran',
  email: 'kiran@example.org',
  subject: 'Visit',
  message: 'Can we visit?\nWe are a class of 30.',
  receivedAt: '2026-11-20T10:00:00.000Z',
  status: 'new',
  replies: [],
  closedAt: null,
  closedBy: null,
};
const pageOf = (items: unknown[]) => ({ body: { success: true, page: 1, pageSize: 10, total: items.length, items } });

describe('Inbox section', () => {
  it('lists contact messages; applications are on their own screen, which an admin reaches from here', async () => {
    const server = fakeServer({
      'GET /api/admin/inbox/messages': {
        body: {
          success: true,
          page: 1,
          pageSize: 10,
          total: 1,
          items: [kiran],
        },
      },
      'GET /api/admin/applications': pageOf([]),
    });
    const { unmount } = renderConsole('/admin/inbox', REVIEWER);
    const messages = await screen.findByRole('table', { name: 'Contact messages, newest first' });
    expect(within(messages).getByRole('rowheader', { name: 'Kiran' })).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'kiran@example.org' })).toHaveAttribute('href', 'mailto:kiran@example.org');
    expect(screen.queryByRole('navigation', { name: 'Contact message pages' })).not.toBeInTheDocument();
    // D2: no second list of applications here; a reviewer is told where they are handled.
    expect(screen.queryByRole('table', { name: 'Startup applications, newest first' })).not.toBeInTheDocument();
    expect(screen.getByText(/Startup applications are reviewed by the expert panel/)).toBeInTheDocument();
    expect(server.calls.some((c) => c.url.includes('/api/admin/inbox/applications'))).toBe(false);
    unmount();

    const user = userEvent.setup();
    renderConsole('/admin/inbox', ADMIN);
    await screen.findByRole('table', { name: 'Contact messages, newest first' });
    await user.click(screen.getByRole('link', { name: 'Applications screen' }));
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
  });

  describe('29.5 the contact inbox', () => {
    it('opens a message whole, replies by mail from the console, and shows it answered', async () => {
      let message: InboxMessage = kiran;
      const server = fakeServer({
        'GET /api/admin/inbox/messages': () => pageOf([message]),
        'GET /api/admin/inbox/applications': pageOf([]),
        [`GET /api/admin/inbox/messages/${MESSAGE_ID}`]: () => ({ body: { success: true, message } }),
        [`POST /api/admin/inbox/messages/${MESSAGE_ID}/reply`]: (call) => {
          const reply = call.body as { subject: string; text: string };
          message = {
            ...message,
            status: 'answered',
            replies: [{ replyId: 'r-1', ...reply, repliedAt: '2026-11-20T12:00:00.000Z', repliedBy: 'priya@centre.example.edu' }],
          };
          return { status: 201, body: { success: true, position: 9 } };
        },
      });
      const user = userEvent.setup();
      renderConsole('/admin/inbox', REVIEWER);
      await user.click(await screen.findByRole('button', { name: 'Open the message from Kiran: Visit' }));
      const opened = await screen.findByRole('article', { name: 'Visit' });
      expect(within(opened).getByText(/We are a class of 30\./)).toBeInTheDocument();
      expect(within(opened).getByText('New')).toBeInTheDocument();
      const form = within(opened).getByRole('form', { name: 'Reply by mail to kiran@example.org' });
      expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Visit');
      await user.type(within(form).getByRole('textbox', { name: 'Your reply' }), 'Yes, on Tuesday.');
      await user.click(within(form).getByRole('button', { name: 'Send the reply' }));
      await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
      expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ subject: 'Re: Visit', text: 'Yes, on Tuesday.' });
      const replies = await within(opened).findByRole('region', { name: 'Replies' });
      expect(within(replies).getByText('Yes, on Tuesday.')).toBeInTheDocument();
      expect(within(replies).getByText(/by priya@centre\.example\.edu/)).toBeInTheDocument();
      const list = screen.getByRole('table', { name: 'Contact messages, newest first' });
      await waitFor(() => expect(within(list).getByText('Answered')).toBeInTheDocument());
    });

    it('29 tells staff when the sender wrote from the Marathi page, whose mails go in Marathi', async () => {
      const marathi: InboxMessage = { ...kiran, language: 'mr' };
      fakeServer({
        'GET /api/admin/inbox/messages': pageOf([marathi]),
        [`GET /api/admin/inbox/messages/${MESSAGE_ID}`]: { body: { success: true, message: marathi } },
      });
      const user = userEvent.setup();
      const { unmount } = renderConsole('/admin/inbox', REVIEWER);
      await user.click(await screen.findByRole('button', { name: 'Open the message from Kiran: Visit' }));
      expect(await screen.findByText(/^Sent from the Marathi page/)).toBeInTheDocument();
      unmount();
      fakeServer({
        'GET /api/admin/inbox/messages': pageOf([kiran]),
        [`GET /api/admin/inbox/messages/${MESSAGE_ID}`]: { body: { success: true, message: kiran } },
      });
      renderConsole('/admin/inbox', REVIEWER);
      await user.click(await screen.findByRole('button', { name: 'Open the message from Kiran: Visit' }));
      await screen.findByRole('form', { name: 'Reply by mail to kiran@example.org' });
      expect(screen.queryByText(/^Sent from the Marathi page/)).not.toBeInTheDocument();
    });

    it('shows the server’s words for an empty reply, field by field, and keeps what was typed', async () => {
      fakeServer({
        'GET /api/admin/inbox/messages': pageOf([kiran]),
        'GET /api/admin/inbox/applications': pageOf([]),
        [`GET /api/admin/inbox/messages/${MESSAGE_ID}`]: { body: { success: true, message: kiran } },
        [`POST /api/admin/inbox/messages/${MESSAGE_ID}/reply`]: {
          status: 400,
          body: { success: false, code: 'BAD_REQUEST', message: 'Check the reply: it needs a subject and a text.', errors: { text: 'Write the reply' } },
        },
      });
      const user = userEvent.setup();
      renderConsole('/admin/inbox', REVIEWER);
      await user.click(await screen.findByRole('button', { name: 'Open the message from Kiran: Visit' }));
      const form = await screen.findByRole('form', { name: 'Reply by mail to kiran@example.org' });
      await user.click(within(form).getByRole('button', { name: 'Send the reply' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Check the reply: it needs a subject and a text.');
      expect(within(form).getByText('Write the reply')).toBeInTheDocument();
      expect(within(form).getByRole('textbox', { name: 'Your reply' })).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Visit');
    });

    it('closes a message: it then reads closed, with who closed it, and offers no reply', async () => {
      let message: InboxMessage = kiran;
      fakeServer({
        'GET /api/admin/inbox/messages': () => pageOf([message]),
        'GET /api/admin/inbox/applications': pageOf([]),
        [`GET /api/admin/inbox/messages/${MESSAGE_ID}`]: () => ({ body: { success: true, message } }),
        [`POST /api/admin/inbox/messages/${MESSAGE_ID}/close`]: () => {
          message = { ...message, status: 'closed', closedAt: '2026-11-20T12:00:00.000Z', closedBy: 'priya@centre.example.edu' };
          return { body: { success: true, position: 10 } };
        },
      });
      const user = userEvent.setup();
      renderConsole('/admin/inbox', REVIEWER);
      await user.click(await screen.findByRole('button', { name: 'Open the message from Kiran: Visit' }));
      await user.click(await screen.findByRole('button', { name: 'Close the message' }));
      const opened = screen.getByRole('article', { name: 'Visit' });
      expect(await within(opened).findByText(/Closed by priya@centre\.example\.edu/)).toBeInTheDocument();
      expect(within(opened).queryByRole('form')).not.toBeInTheDocument();
    });

    it('lists only the new messages when asked, and says so when none is left', async () => {
      const server = fakeServer({
        'GET /api/admin/inbox/messages': (call) => (call.url.includes('status=new') ? pageOf([]) : pageOf([kiran])),
        'GET /api/admin/inbox/applications': pageOf([]),
      });
      const user = userEvent.setup();
      renderConsole('/admin/inbox', REVIEWER);
      await screen.findByRole('table', { name: 'Contact messages, newest first' });
      await user.click(screen.getByRole('checkbox', { name: 'Only new messages' }));
      expect(await screen.findByText('No new messages: every one is answered or closed.')).toBeInTheDocument();
      expect(server.calls.some((c) => c.url.includes('status=new'))).toBe(true);
    });

    it('says what went wrong when the list cannot be read, instead of a blank page', async () => {
      fakeServer({
        'GET /api/admin/inbox/messages': { status: 403, body: { success: false, code: 'FORBIDDEN', message: 'Only reviewers and admins may do this' } },
        'GET /api/admin/inbox/applications': pageOf([]),
      });
      renderConsole('/admin/inbox', REVIEWER);
      expect(await screen.findByRole('alert')).toHaveTextContent('Only reviewers and admins may do this');
      // The rest of the page still shows.
      expect(screen.getByText(/Startup applications are reviewed by the expert panel/)).toBeInTheDocument();
    });
  });

  describe('29.7 exports', () => {
    it('offers an admin the contact messages as CSV, and a reviewer nothing', async () => {
      fakeServer({ 'GET /api/admin/inbox/messages': pageOf([kiran]), 'GET /api/admin/inbox/applications': pageOf([]) });
      const { unmount } = renderConsole('/admin/inbox', ADMIN);
      expect(await screen.findByRole('link', { name: 'Export contact messages (CSV)' })).toHaveAttribute('href', '/api/admin/exports/contact-messages.csv');
      unmount();
      renderConsole('/admin/inbox', REVIEWER);
      await screen.findByRole('table', { name: 'Contact messages, newest first' });
      expect(screen.queryByRole('link', { name: /Export/ })).not.toBeInTheDocument();
    });

    it('offers an admin the applications with their scores as CSV', async () => {
      fakeServer({ 'GET /api/admin/applications': pageOf([]) });
      renderConsole('/admin/applications', ADMIN);
      expect(await screen.findByRole('link', { name: 'Export applications with scores (CSV)' })).toHaveAttribute('href', '/api/admin/exports/applications.csv');
      expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
    });
  });
});

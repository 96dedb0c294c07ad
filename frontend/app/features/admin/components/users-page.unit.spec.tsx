import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAccount as AdminUser } from '@centre/contracts';
import { ADMIN, fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const me: AdminUser = { id: ADMIN.id, email: ADMIN.email, role: 'admin', disabled: false, createdAt: '2026-11-01T00:00:00.000Z', labs: [] };
const priya: AdminUser = { id: 'u-2', email: 'priya@centre.example.edu', role: 'reviewer', disabled: false, createdAt: '2026-11-02T00:00:00.000Z', labs: [] };

describe('Users section', () => {
  it('lists accounts; changes a role and disables another account, never one’s own', async () => {
    const server = fakeServer({
      'GET /api/admin/users': { body: { success: true, users: [me, priya] } },
      'PATCH /api/admin/users/u-2': (call) => ({ body: { success: true, user: { ...priya, ...(call.body as object) } } }),
    });
    renderConsole('/admin/users');
    const table = await screen.findByRole('table', { name: 'Reviewer and admin accounts' });
    expect(within(table).getAllByRole('rowheader').map((r) => r.textContent)).toEqual([`${ADMIN.email}(you)`, priya.email]);
    expect(screen.getByLabelText(`Role of ${ADMIN.email}`)).toBeDisabled();
    expect(screen.queryByRole('button', { name: `Disable ${ADMIN.email}` })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(`Role of ${priya.email}`), 'admin');
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: `Disable ${priya.email}` })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: `Disable ${priya.email}` }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ role: 'admin' }, { disabled: true }]));
  });

  it("27.4 gives a reviewer labs from the picker, shows them and who changed the account last", async () => {
    let current: AdminUser = priya;
    const server = fakeServer({
      'GET /api/admin/users': () => ({ body: { success: true, users: [me, current] } }),
      'PATCH /api/admin/users/u-2': (call) => {
        current = { ...current, ...(call.body as object), changed: { at: '2026-11-21T06:00:00.000Z', by: ADMIN.email } };
        return { body: { success: true, user: current } };
      },
    });
    renderConsole('/admin/users');
    const row = (await screen.findByRole('rowheader', { name: priya.email })).closest('tr')!;
    expect(within(row).getByText('Every lab')).toBeInTheDocument();
    expect(within(row).getByText('—')).toBeInTheDocument();
    // Admins see every lab and have no picker.
    const mine = screen.getByRole('rowheader', { name: `${ADMIN.email} (you)` }).closest('tr')!;
    expect(within(mine).getByText('Every lab (admin)')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByText('Every lab'));
    const picker = within(row).getByRole('group', { name: `Labs of ${priya.email} (none ticked: every lab)` });
    await user.click(within(picker).getByRole('checkbox', { name: 'Bio Lab' }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ labs: ['BioLab'] }]));
    expect(await within(row).findByText('Bio Lab', { selector: 'summary' })).toBeInTheDocument();
    expect(within(row).getByText(/by lead\.admin@centre\.example\.edu/)).toBeInTheDocument();
    await waitFor(() => expect(within(picker).getByRole('checkbox', { name: 'Fabrication Lab' })).toBeEnabled());
    await user.click(within(picker).getByRole('checkbox', { name: 'Fabrication Lab' }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ labs: ['FabricationLab', 'BioLab'] }));
  });

  it('adds a user and shows the per-field refusal of the server', async () => {
    const server = fakeServer({
      'GET /api/admin/users': { body: { success: true, users: [me] } },
      'POST /api/admin/users': (call) =>
        (call.body as { email: string }).email === 'taken@centre.example.edu'
          ? { status: 409, body: { success: false, message: 'taken', errors: { email: 'That email already has an account.' } } }
          : { status: 201, body: { success: true, user: { ...priya, email: 'new@centre.example.edu' } } },
    });
    renderConsole('/admin/users');
    await screen.findByRole('table');
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a user' });
    await user.type(within(form).getByLabelText('Email'), 'taken@centre.example.edu');
    await user.type(within(form).getByLabelText('Password (at least 12 characters)'), 'a-long-enough-password');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(form).findByText('That email already has an account.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'new@centre.example.edu');
    await user.selectOptions(within(form).getByLabelText('Role'), 'reviewer');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Added new@centre.example.edu as reviewer.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      email: 'new@centre.example.edu',
      password: 'a-long-enough-password',
      role: 'reviewer',
    });
  });

  it('checks the password length before asking the server', async () => {
    const server = fakeServer({ 'GET /api/admin/users': { body: { success: true, users: [me] } } });
    renderConsole('/admin/users');
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'x@centre.example.edu');
    await user.type(screen.getByLabelText('Password (at least 12 characters)'), 'short');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('The password must have at least 12 characters')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('is hidden from reviewers', () => {
    fakeServer({});
    renderConsole('/admin/users', REVIEWER);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is for admins.');
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingRecord } from '@centre/contracts';
import { fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const booking = (over: Partial<BookingRecord> = {}): BookingRecord => ({
  id: 'bk-FabricationLab-20261122-abcdefgh',
  name: 'Asha Rao',
  userType: 'Student',
  email: 'asha@example.org',
  lab: 'FabricationLab',
  labName: 'Fabrication Lab',
  date: '2026-11-22',
  timeSlots: ['10:00 AM - 11:00 AM'],
  facilities: ['Prusa MK4 3D Printer (Unit 1)'],
  facilityIds: ['fab-prusa-mk4-1'],
  createdAt: '2026-11-21T04:00:00.000Z',
  updatedAt: '2026-11-21T04:00:00.000Z',
  status: 'pending',
  ...over,
});

const page = (items: BookingRecord[], total = items.length, p = 1) => ({ body: { success: true, items, page: p, pageSize: 20, total } });

describe('Bookings section', () => {
  it('lists bookings in an accessible table with a link to each', async () => {
    fakeServer({ 'GET /api/admin/bookings': page([booking(), booking({ id: 'bk-BioLab-20261123-qwertyui', name: 'Ravi', lab: 'BioLab', labName: 'Bio Lab', status: 'approved' })]) });
    renderConsole('/admin', REVIEWER);
    const table = await screen.findByRole('table', { name: /Bookings matching the filters/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Status');
    expect(within(table).getByRole('rowheader', { name: 'Ravi' })).toBeInTheDocument();
    expect(within(table).getByText('Bio Lab')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open booking of Asha Rao on 2026-11-22' })).toHaveAttribute('href', '/admin/bookings/bk-FabricationLab-20261122-abcdefgh');
    expect(screen.getByRole('status')).toHaveTextContent('2 bookings found');
  });

  it('asks the server with every filter, keeps them in the address and starts again at page 1', async () => {
    const server = fakeServer({ 'GET /api/admin/bookings': page([booking()], 45) });
    renderConsole('/admin?page=2', REVIEWER);
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.selectOptions(screen.getByLabelText('Lab'), 'FabricationLab');
    await user.type(screen.getByLabelText('From date'), '2026-11-01');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'date-asc');
    await user.type(screen.getByLabelText('Name, email or booking id'), 'asha');
    await waitFor(() => expect(server.calls.at(-1)?.url).toContain('q=asha'));
    const last = new URL(server.calls.at(-1)?.url ?? '', 'http://x');
    expect(Object.fromEntries(last.searchParams)).toEqual({
      status: 'pending',
      lab: 'FabricationLab',
      from: '2026-11-01',
      q: 'asha',
      sort: 'date-asc',
      page: '1',
      pageSize: '20',
    });
    // The first read of the bookings (the console's lists also read the current catalogue).
    expect(server.calls.find((c) => c.url.startsWith('/api/admin/bookings'))?.url).toContain('page=2');
    expect(screen.getByTestId('location').textContent).toContain('status=pending');
  });

  it('pages through the results', async () => {
    const server = fakeServer({ 'GET /api/admin/bookings': page([booking()], 45) });
    renderConsole('/admin', REVIEWER);
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(server.calls.at(-1)?.url).toContain('page=3'));
  });

  it('shows the server refusal', async () => {
    fakeServer({ 'GET /api/admin/bookings': { status: 400, body: { success: false, message: 'to must not be before from' } } });
    renderConsole('/admin', REVIEWER);
    expect(await screen.findByRole('alert')).toHaveTextContent('to must not be before from');
  });
});

describe("27.4 reviewers' queue", () => {
  const asha = booking({ status: 'pending', decideBy: '2026-11-22T02:30:00.000Z' });
  const ravi = booking({ id: 'bk-BioLab-20261123-qwertyui', name: 'Ravi', lab: 'BioLab', labName: 'Bio Lab', date: '2026-11-23', status: 'requested', confirmBy: '2026-11-21T04:30:00.000Z' });
  const queue = (items: BookingRecord[]) => ({ body: { success: true, items, page: 1, pageSize: 10, total: items.length } });

  it('lists what waits for a decision above the bookings, as the server orders it, with the count in the navigation', async () => {
    const server = fakeServer({ 'GET /api/admin/bookings': page([]), 'GET /api/admin/bookings/queue': queue([ravi, asha]) });
    renderConsole('/admin', REVIEWER);
    const list = await screen.findByRole('list', { name: 'Bookings waiting for a decision' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual(['Ravi', 'Asha Rao']);
    expect(items[0]).toHaveTextContent('Bio Lab · Mon, 23 Nov 2026 · 10:00 AM - 11:00 AM');
    expect(items[0]).toHaveTextContent('requested');
    expect(items[0]).toHaveTextContent('Booker confirms by 21 Nov 2026, 10:00:00 am');
    expect(items[1]).toHaveTextContent('Decide by 22 Nov 2026, 8:00:00 am');
    expect(screen.getByRole('heading', { name: 'Waiting for a decision (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bookings 2 waiting for a decision' })).toHaveAttribute('href', '/admin');
    expect(server.calls.filter((c) => c.url.startsWith('/api/admin/bookings/queue')).map((c) => c.url).sort()).toEqual([
      '/api/admin/bookings/queue?page=1&pageSize=10',
      '/api/admin/bookings/queue?pageSize=1',
    ]);
  });

  it("27.4 a reviewer given labs sees the other labs' bookings read-only, their own with the actions", async () => {
    fakeServer({ 'GET /api/admin/bookings': page([]), 'GET /api/admin/bookings/queue': queue([ravi, asha]) });
    renderConsole('/admin', { ...REVIEWER, labs: ['BioLab'] });
    const items = within(await screen.findByRole('list', { name: 'Bookings waiting for a decision' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('button', { name: 'Approve booking of Ravi on 2026-11-23' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Read-only: Fabrication Lab is not one of your labs. Its reviewers or an admin decide this booking.');
  });

  it('approves from the list only after a confirmation that names the booking, then reads the queue again', async () => {
    let decided = false;
    const server = fakeServer({
      'GET /api/admin/bookings': page([]),
      'GET /api/admin/bookings/queue': () => queue(decided ? [ravi] : [ravi, asha]),
      [`PUT /api/bookings/${asha.id}/status`]: () => {
        decided = true;
        return { body: { success: true, message: 'Booking approved successfully!', status: 'approved', position: 9 } };
      },
    });
    renderConsole('/admin', REVIEWER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve booking of Asha Rao on 2026-11-22' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the booking of Asha Rao?' });
    expect(dialog).toHaveTextContent('Fabrication Lab · Sun, 22 Nov 2026 · 10:00 AM - 11:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Approve booking of Asha Rao on 2026-11-22' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText('Asha Rao: Booking approved successfully!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'approve', adminNotes: '' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bookings waiting for a decision' })).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Bookings 1 waiting for a decision' })).toBeInTheDocument();
  });

  it('rejects from the list with the reason asked for, which the server passes to the mail', async () => {
    const server = fakeServer({
      'GET /api/admin/bookings': page([]),
      'GET /api/admin/bookings/queue': queue([asha]),
      [`PUT /api/bookings/${asha.id}/status`]: { body: { success: true, message: 'Booking rejected successfully!', status: 'rejected', position: 9 } },
    });
    renderConsole('/admin', REVIEWER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject booking of Asha Rao on 2026-11-22' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the booking of Asha Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason for rejecting (sent to the booker)'), 'Printer under repair');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByText('Asha Rao: Booking rejected successfully!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'reject', adminNotes: 'Printer under repair' });
  });

  it("opens on a reviewer's labs, and shows every lab on request and back again", async () => {
    const server = fakeServer({
      'GET /api/admin/bookings': page([]),
      'GET /api/admin/bookings/queue': (call) =>
        call.url.includes('scope=all') ? queue([ravi, asha]) : { body: { ...queue([ravi]).body, myLabs: ['BioLab'] } },
    });
    renderConsole('/admin', REVIEWER);
    expect(await screen.findByRole('heading', { name: 'Waiting for a decision in your labs (1)' })).toBeInTheDocument();
    expect(screen.getByText('Your labs: Bio Lab.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show every lab' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for a decision (2)' })).toBeInTheDocument();
    expect(server.calls.some((c) => c.url === '/api/admin/bookings/queue?page=1&pageSize=10&scope=all')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show only my labs (Bio Lab)' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for a decision in your labs (1)' })).toBeInTheDocument();
  });

  it('says when nothing waits, and shows no count', async () => {
    fakeServer({ 'GET /api/admin/bookings': page([]), 'GET /api/admin/bookings/queue': queue([]) });
    renderConsole('/admin', REVIEWER);
    expect(await screen.findByText('Nothing waits for a decision.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bookings' })).toBeInTheDocument();
  });

  it('a queue that fails to load says so, and the list below still works', async () => {
    fakeServer({ 'GET /api/admin/bookings': page([booking()]), 'GET /api/admin/bookings/queue': { status: 503, body: { success: false, message: 'The read models are rebuilding.' } } });
    renderConsole('/admin', REVIEWER);
    expect(await screen.findByRole('alert')).toHaveTextContent('The read models are rebuilding.');
    expect(await screen.findByRole('table', { name: /Bookings matching the filters/ })).toBeInTheDocument();
  });

  it('28.3 "Needs attention" asks the server for flagged bookings; a flagged booking carries the badge here and in the queue', async () => {
    const flagged = booking({ status: 'approved', flags: [{ operationId: 'cl-1', kind: 'closure', words: 'Diwali', at: '2026-11-21T06:00:00.000Z' }] });
    const server = fakeServer({
      'GET /api/admin/bookings': page([flagged]),
      'GET /api/admin/bookings/queue': { body: { success: true, items: [], page: 1, pageSize: 10, total: 0, attention: [flagged] } },
    });
    renderConsole('/admin', REVIEWER);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Needs attention')).toBeInTheDocument();
    const queue = await screen.findByRole('list', { name: 'Approved bookings that need attention' });
    expect(queue).toHaveTextContent('Diwali');
    expect(within(queue).getByRole('link', { name: 'Open booking of Asha Rao on 2026-11-22, which needs attention' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Needs attention/));
    await waitFor(() => expect(server.calls.at(-1)?.url).toContain('attention=1'));
    expect(await screen.findByText('1 booking found needing attention')).toBeInTheDocument();
  });
});

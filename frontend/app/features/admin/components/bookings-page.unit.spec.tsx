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
    expect(server.calls[0]?.url).toContain('page=2');
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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingRecord } from '@centre/contracts';
import type { BookingHistoryEntry as AuditEntry } from '@centre/contracts';
import { fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const ID = 'bk-FabricationLab-20261122-abcdefgh';
const pending: BookingRecord = {
  id: ID,
  name: 'Asha Rao',
  userType: 'Student',
  email: 'asha@example.org',
  contactNumber: '9876543210',
  institute: 'College of Engineering',
  lab: 'FabricationLab',
  labName: 'Fabrication Lab',
  date: '2026-11-22',
  timeSlots: ['10:00 AM - 11:00 AM'],
  facilities: ['Prusa MK4 3D Printer (Unit 1)'],
  facilityIds: ['fab-prusa-mk4-1'],
  createdAt: '2026-11-21T04:00:00.000Z',
  updatedAt: '2026-11-21T04:00:00.000Z',
  status: 'pending',
};
const requested: AuditEntry = {
  eventId: 'e1',
  type: 'BookingRequested',
  status: 'pending',
  at: '2026-11-21T04:00:00.000Z',
  actor: { kind: 'visitor' },
  position: 7,
  revision: 0,
  correlationId: 'c1',
};
const approved: AuditEntry = {
  eventId: 'e2',
  type: 'BookingApproved',
  status: 'approved',
  at: '2026-11-21T05:30:00.000Z',
  actor: { kind: 'user', email: 'priya@centre.example.edu', role: 'reviewer' },
  notes: 'Bring your ID card',
  position: 9,
  revision: 1,
  correlationId: 'c2',
};

describe('Booking detail', () => {
  it('shows the record, its audit trail, and approves with notes through the review route', async () => {
    let decided = false;
    const server = fakeServer({
      [`GET /api/admin/bookings/${ID}`]: () =>
        decided
          ? { body: { success: true, booking: { ...pending, status: 'approved', adminNotes: 'Bring your ID card', updatedAt: approved.at }, trail: [requested, approved] } }
          : { body: { success: true, booking: pending, trail: [requested] } },
      [`PUT /api/bookings/${ID}/status`]: () => {
        decided = true;
        return { body: { success: true, message: 'Booking approved successfully!', status: 'approved', position: 9 } };
      },
    });
    renderConsole(`/admin/bookings/${ID}`, REVIEWER);
    expect(await screen.findByRole('heading', { name: 'Booking of Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('PENDING', { exact: false })).toBeInTheDocument();
    const trail = screen.getByRole('list', { name: 'Audit trail' });
    expect(within(trail).getAllByRole('listitem')).toHaveLength(1);
    expect(trail).toHaveTextContent('Booking requested');
    expect(trail).toHaveTextContent('by Visitor (booking form)');
    // A reviewer does not replay history; an admin does.
    expect(screen.queryByRole('link', { name: "Replay this lab-day's history" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Admin Notes'), '  Bring your ID card ');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'approve', adminNotes: 'Bring your ID card' });

    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Audit trail' })).getAllByRole('listitem')).toHaveLength(2));
    const after = screen.getByRole('list', { name: 'Audit trail' });
    expect(after).toHaveTextContent('Booking approved');
    expect(after).toHaveTextContent('by priya@centre.example.edu (reviewer)');
    expect(after).toHaveTextContent('Notes: Bring your ID card');
    expect(screen.getByRole('status')).toHaveTextContent('Booking approved successfully!');
    // Decided: no more buttons.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('rejects, and shows a refusal of the server', async () => {
    const server = fakeServer({
      [`GET /api/admin/bookings/${ID}`]: { body: { success: true, booking: pending, trail: [requested] } },
      [`PUT /api/bookings/${ID}/status`]: { status: 409, body: { success: false, message: 'This booking has already been approved.' } },
    });
    renderConsole(`/admin/bookings/${ID}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking has already been approved.');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'reject', adminNotes: '' });
    expect(screen.getByRole('link', { name: "Replay this lab-day's history" })).toHaveAttribute('href', '/admin/history?lab=FabricationLab&date=2026-11-22');
  });

  it('says so when the booking does not exist', async () => {
    fakeServer({ [`GET /api/admin/bookings/${ID}`]: { status: 404, body: { success: false, message: 'Booking not found' } } });
    renderConsole(`/admin/bookings/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No booking has this id.');
  });
});

import { AVAILABILITY_MESSAGES, WAITLIST_MESSAGES } from '@centre/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderAt, type FetchCall } from '../testing/booking-test-kit';
import { BookingForm } from './booking-form';

const DATE = '2099-03-10';
const conflict = {
  success: true,
  available: false,
  message: AVAILABILITY_MESSAGES.conflict,
  conflicts: [{ slotId: '09:00', facilityId: 'fab-prusa-mk4-1' }],
  position: 3,
};

jest.setTimeout(90_000);

const setup = (waitlist: (call: FetchCall) => Response) => {
  const calls = mockFetch((call) => (call.url === '/api/waitlist' ? waitlist(call) : json(200, conflict)));
  const user = userEvent.setup({ delay: null });
  renderAt(<BookingForm retryDelayMs={1} />);
  return { user, calls };
};

const chooseTaken = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DATE } });
  await user.click(screen.getByRole('checkbox', { name: '9:00 AM - 10:00 AM' }));
  await user.click(screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }));
};

const fillStudent = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText(/^User Type/), 'Student');
  await user.type(screen.getByLabelText(/^Name/), 'Bea Kulkarni');
  await user.type(screen.getByLabelText(/^Contact Number/), '9876543210');
  await user.type(screen.getByLabelText(/^Email/), 'bea@example.com');
  await user.selectOptions(screen.getByLabelText(/^Institute/), 'College of Engineering');
};

describe('28.6 the conflict offers "Join the waitlist"', () => {
  it('the banner offers it beside its hint; joining sends the form\'s request and says what happens next', async () => {
    const { user, calls } = setup(() => json(201, { success: true, message: WAITLIST_MESSAGES.joined, id: 'bk-x', position: 4 }));
    await fillStudent(user);
    await chooseTaken(user);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(AVAILABILITY_MESSAGES.conflict);
    await user.click(within(alert).getByRole('button', { name: WAITLIST_MESSAGES.join }));
    expect(await screen.findByText(WAITLIST_MESSAGES.joined)).toBeInTheDocument();
    const [join] = calls.filter((c) => c.url === '/api/waitlist');
    expect(join?.init.method).toBe('POST');
    expect(join?.body).toMatchObject({ lab: 'FabricationLab', date: DATE, name: 'Bea Kulkarni', email: 'bea@example.com', language: 'en' });
  });

  it('a form still to fill joins nothing and points at the first field to fix', async () => {
    const { user, calls } = setup(() => json(201, {}));
    await chooseTaken(user);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    await user.click(within(alert).getByRole('button', { name: WAITLIST_MESSAGES.join }));
    await waitFor(() => expect(screen.getByLabelText(/^User Type/)).toHaveFocus());
    expect(calls.filter((c) => c.url === '/api/waitlist')).toHaveLength(0);
  });

  it('a refusal says why in the waitlist\'s words', async () => {
    const { user } = setup(() =>
      json(409, { success: false, code: 'WAIT_ALREADY_WAITING', message: WAITLIST_MESSAGES.alreadyWaiting, messageCode: 'waitlist.alreadyWaiting' }),
    );
    await fillStudent(user);
    await chooseTaken(user);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    await user.click(within(alert).getByRole('button', { name: WAITLIST_MESSAGES.join }));
    expect(await screen.findByText(WAITLIST_MESSAGES.alreadyWaiting)).toBeInTheDocument();
  });

  it('the availability popup offers it beside its suggestions', async () => {
    const { user } = setup(() => json(201, {}));
    await chooseTaken(user);
    await user.click(screen.getByRole('button', { name: /Check Availability/i }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(AVAILABILITY_MESSAGES.conflictTitle);
    expect(within(dialog).getByRole('button', { name: WAITLIST_MESSAGES.join })).toBeInTheDocument();
  });
});

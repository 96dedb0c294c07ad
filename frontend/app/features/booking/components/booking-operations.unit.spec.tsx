import { AVAILABILITY_MESSAGES } from '@centre/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import { FakeLiveSocket, json, mockFetch, renderAt } from '../testing/booking-test-kit';
import { BookingForm } from './booking-form';

const DATE = '2099-03-10';
const PRINTER = 'fab-prusa-mk4-1';

jest.setTimeout(30_000);

const setup = () => {
  mockFetch(() => json(200, { success: true, available: true, message: AVAILABILITY_MESSAGES.available, conflicts: [], position: 0 }));
  const socket = new FakeLiveSocket();
  const user = userEvent.setup({ delay: null });
  renderAt(<BookingForm retryDelayMs={1} />, { socket });
  return { user, socket };
};

describe('28.3 the booking form shows closures and outages pushed live', () => {
  it('marks a slot and a facility "Under maintenance" without a reload', async () => {
    const { user, socket } = setup();
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DATE } });
    await user.click(screen.getByRole('checkbox', { name: '10:00 AM - 11:00 AM' }));
    await user.click(screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }));

    act(() =>
      socket.push({
        lab: 'FabricationLab',
        date: DATE,
        position: 4,
        taken: [],
        unavailable: [{ slotId: '10:00', facilityId: PRINTER, reason: 'maintenance', note: 'new nozzle' }],
      }),
    );
    const slot = screen.getByRole('checkbox', { name: /10:00 AM - 11:00 AM/ });
    expect(slot.closest('label')).toHaveTextContent('Under maintenance');
    const printer = screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ });
    expect(printer.closest('label')).toHaveTextContent('Under maintenance');
    const other = screen.getByRole('checkbox', { name: /11:00 AM - 12:00 PM/ });
    expect(other.closest('label')).not.toHaveTextContent('Under maintenance');
  });

  it('does not offer the slots of a day a closure closes, and says why', async () => {
    const { user, socket } = setup();
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DATE } });
    expect(screen.getByRole('checkbox', { name: '9:00 AM - 10:00 AM' })).toBeInTheDocument();
    await waitFor(() => expect(socket.subscriptions).toContainEqual({ lab: 'FabricationLab', date: DATE }));

    const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
    act(() =>
      socket.push({
        lab: 'FabricationLab',
        date: DATE,
        position: 4,
        taken: [],
        unavailable: slots.map((slotId) => ({ slotId, facilityId: null, reason: 'closed', note: 'Diwali' })),
      }),
    );
    expect(screen.queryByRole('checkbox', { name: '9:00 AM - 10:00 AM' })).not.toBeInTheDocument();
    expect(screen.getByText('The lab is closed on this day: Diwali. Please choose another date.')).toBeInTheDocument();
  });
});

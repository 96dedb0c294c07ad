import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAB_IDS, type LabLimits } from '@centre/contracts';
import { fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const defaults: LabLimits = { horizonDays: 90, maxFacilitiesPerBooking: 4, maxHoursPerWeek: null, cancelNoticeHours: 0 };
const all = (over: Partial<Record<string, LabLimits>> = {}) => Object.fromEntries(LAB_IDS.map((lab) => [lab, over[lab] ?? defaults]));

describe('28.5 the console\'s Lab rules section', () => {
  it('shows each lab\'s limits as a card, and saves one lab\'s after the server checked them (a refusal named by field, the typed values kept)', async () => {
    let first = true;
    const server = fakeServer({
      'GET /api/admin/operations/limits': { body: { success: true, limits: all({ BioLab: { ...defaults, maxHoursPerWeek: 10 } }) } },
      'POST /api/admin/operations/limits': () => {
        if (first) {
          first = false;
          return { status: 400, body: { success: false, message: 'Please correct the highlighted fields.', errors: { maxFacilitiesPerBooking: 'Facilities per booking must be a whole number from 1 to 50.' } } };
        }
        return { body: { success: true, id: 'FabricationLab', position: 4 } };
      },
    });
    renderConsole('/admin/lab-rules');
    const bio = await screen.findByRole('form', { name: 'Bio Lab' });
    expect(within(bio).getByLabelText('Hours per booker per week')).toHaveValue('10');
    const fab = screen.getByRole('form', { name: 'Fabrication Lab' });
    expect(within(fab).getByLabelText('Hours per booker per week')).toHaveValue('');

    const user = userEvent.setup();
    const facilities = within(fab).getByLabelText('Facilities per booking');
    await user.clear(facilities);
    await user.type(facilities, '0');
    await user.click(within(fab).getByRole('button', { name: /Save/ }));
    expect(await within(fab).findByText('Facilities per booking must be a whole number from 1 to 50.')).toBeInTheDocument();
    expect(facilities).toHaveAttribute('aria-invalid', 'true');
    expect(facilities).toHaveValue('0');

    await user.clear(facilities);
    await user.type(facilities, '2');
    await user.type(within(fab).getByLabelText('Notice to cancel (hours)'), '4');
    await user.click(within(fab).getByRole('button', { name: /Save/ }));
    expect(await within(fab).findByRole('status')).toHaveTextContent('limits saved');
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { labId: 'FabricationLab', horizonDays: 90, maxFacilitiesPerBooking: 0, maxHoursPerWeek: null, cancelNoticeHours: 0 },
        { labId: 'FabricationLab', horizonDays: 90, maxFacilitiesPerBooking: 2, maxHoursPerWeek: null, cancelNoticeHours: 4 },
      ]),
    );
  });

  it('is for admins only', async () => {
    fakeServer({});
    renderConsole('/admin/lab-rules', REVIEWER);
    expect(await screen.findByText('This section is for admins.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lab rules' })).not.toBeInTheDocument();
  });
});

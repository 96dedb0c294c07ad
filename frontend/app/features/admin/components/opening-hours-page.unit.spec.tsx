import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAB_IDS, OPENING_HOURS, type OpeningHours } from '@centre/contracts';
import { fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const all = (over: Partial<Record<string, OpeningHours>> = {}) =>
  Object.fromEntries(LAB_IDS.map((lab) => [lab, over[lab] ?? OPENING_HOURS[lab]]));

describe('28.3 opening hours in the console', () => {
  it('shows each lab\'s hours as ticks, confirms a change, then saves it (a refusal named beside the ticks, the ticks kept)', async () => {
    let first = true;
    const server = fakeServer({
      'GET /api/admin/operations/hours': { body: { success: true, hours: all({ BioLab: { weekdays: [1, 2], slots: ['10:00'] } }) } },
      'POST /api/admin/operations/hours': () => {
        if (first) {
          first = false;
          return { status: 400, body: { success: false, message: 'Please correct the highlighted fields.', errors: { slots: 'Choose at least one slot the lab opens.' } } };
        }
        return { body: { success: true, id: 'FabricationLab', position: 4 } };
      },
    });
    renderConsole('/admin/opening-hours');
    const bio = await screen.findByRole('form', { name: 'Bio Lab' });
    expect(within(bio).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(within(bio).getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    const fab = screen.getByRole('form', { name: 'Fabrication Lab' });
    expect(within(fab).getByRole('checkbox', { name: 'Sunday' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(within(fab).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(fab).getByRole('button', { name: /Save/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Open on Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday; closed on Monday.');
    expect(dialog).toHaveTextContent('Slots: 9:00 AM - 9:00 PM.');
    expect(dialog).toHaveTextContent('Undecided bookings at times the lab no longer opens are cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, set these hours' }));
    expect(await within(fab).findByText('Choose at least one slot the lab opens.')).toBeInTheDocument();
    expect(within(fab).getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();

    await user.click(within(fab).getByRole('button', { name: /Save/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, set these hours' }));
    expect(await within(fab).findByRole('status')).toHaveTextContent('opening hours saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = server.calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual({ labId: 'FabricationLab', weekdays: [0, 2, 3, 4, 5, 6], slots: OPENING_HOURS.FabricationLab.slots });
  });

  it('is for admins only', async () => {
    fakeServer({});
    renderConsole('/admin/opening-hours', REVIEWER);
    expect(await screen.findByText('This section is for admins.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Opening hours' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABS, type Closure, type Outage } from '@centre/contracts';
import { ADMIN, fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const diwali: Closure = { closureId: 'k1', labId: null, from: '2026-11-24', to: '2026-11-25', reason: 'Diwali', declaredBy: ADMIN.email, declaredAt: '2026-11-20T06:00:00.000Z' };
const nozzle: Outage = {
  outageId: 'o1',
  labId: 'FabricationLab',
  facilityId: 'fab-prusa-mk4-1',
  from: '2026-11-23T10:00',
  until: '2026-11-23T13:00',
  kind: 'maintenance',
  reason: 'new nozzle',
  declaredBy: ADMIN.email,
  declaredAt: '2026-11-20T06:00:00.000Z',
};

describe('28.3 the console\'s Operations section', () => {
  it('28.2 offers and names a facility added in the console, from the current catalogue', async () => {
    const added = { ...LABS[0]!.facilities[0]!, id: 'added-0a1b2c3d4e5f', name: 'Raise3D Pro3' };
    const labs = LABS.map((l) => (l.id === 'FabricationLab' ? { ...l, facilities: [...l.facilities, added] } : l));
    fakeServer({
      'GET /api/catalog': { body: { success: true, labs } },
      'GET /api/admin/operations': { body: { success: true, closures: [], outages: [{ ...nozzle, facilityId: added.id }] } },
    });
    renderConsole('/admin/operations');
    const outages = await screen.findByRole('table', { name: 'Outages in force or coming' });
    await waitFor(() => expect(within(outages).getByRole('rowheader')).toHaveTextContent('Raise3D Pro3'));
    expect(await screen.findByRole('option', { name: 'Raise3D Pro3' })).toBeInTheDocument();
  });

  it('lists current and coming closures and outages, and lifts or ends one after confirming', async () => {
    const server = fakeServer({
      'GET /api/admin/operations': { body: { success: true, closures: [diwali], outages: [nozzle] } },
      'POST /api/admin/operations/closures/lift': { body: { success: true, id: 'k1', position: 9 } },
      'POST /api/admin/operations/outages/end': { body: { success: true, id: 'o1', position: 10 } },
    });
    renderConsole('/admin/operations');
    const closures = await screen.findByRole('table', { name: 'Closures in force or coming' });
    expect(within(closures).getByRole('rowheader')).toHaveTextContent('The whole centre');
    expect(closures).toHaveTextContent('Diwali');
    const outages = screen.getByRole('table', { name: 'Outages in force or coming' });
    expect(within(outages).getByRole('rowheader')).toHaveTextContent('Prusa MK4 3D Printer (Unit 1)');

    const user = userEvent.setup();
    await user.click(within(closures).getByRole('button', { name: 'Lift…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, lift it' }));
    expect(await screen.findByText('Closure lifted: its days can be booked again.')).toBeInTheDocument();
    await user.click(within(outages).getByRole('button', { name: 'End now…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, end it now' }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { closureId: 'k1', labId: null },
        { outageId: 'o1', labId: 'FabricationLab' },
      ]),
    );
  });

  it('declares an outage after confirming, and shows the server\'s refusal by field', async () => {
    let first = true;
    const server = fakeServer({
      'GET /api/admin/operations': { body: { success: true, closures: [], outages: [] } },
      'POST /api/admin/operations/outages': () => {
        if (first) {
          first = false;
          return { status: 400, body: { success: false, message: 'Please correct the highlighted fields.', errors: { until: 'The outage must end after it starts.' } } };
        }
        return { status: 201, body: { success: true, id: 'o2', position: 3 } };
      },
    });
    renderConsole('/admin/operations');
    expect(await screen.findByText('No facility is out of service now or soon.')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Declare an outage' });
    await user.selectOptions(within(form).getByLabelText('Lab'), 'FabricationLab');
    await user.type(within(form).getByLabelText('Out of service from'), '2026-11-23T10:00');
    await user.type(within(form).getByLabelText('Back in service at'), '2026-11-23T09:00');
    await user.click(within(form).getByRole('button', { name: 'Declare the outage…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, declare it' }));
    expect(await within(form).findByText('The outage must end after it starts.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Declare the outage…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, declare it' }));
    expect(await screen.findByText(/^Outage declared: /)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ labId: 'FabricationLab', kind: 'maintenance', from: '2026-11-23T10:00' });
  });

  it('is for admins only', async () => {
    fakeServer({});
    renderConsole('/admin/operations', REVIEWER);
    expect(await screen.findByText('This section is for admins.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Operations' })).not.toBeInTheDocument();
  });
});

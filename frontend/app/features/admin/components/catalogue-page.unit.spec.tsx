import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_CATALOGUE, type CatalogueLab } from '@centre/contracts';
import { fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const labs: CatalogueLab[] = SEED_CATALOGUE.slice(0, 2).map((lab) => ({ ...lab, facilities: lab.facilities.slice(0, 2) }));
const fab = labs[0]!;
const printer = fab.facilities[0]!;

describe('28.2 the console\'s Catalogue section', () => {
  it('lists the facilities lab by lab, and retires one after confirming with a reason', async () => {
    const server = fakeServer({
      'GET /api/admin/catalogue': { body: { success: true, labs } },
      'POST /api/admin/catalogue/facilities/retire': { body: { success: true, facilityId: printer.id, position: 7 } },
    });
    renderConsole('/admin/catalogue');
    const table = await screen.findByRole('table', { name: fab.name });
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(printer.name);
    expect(screen.getByRole('table', { name: labs[1]!.name })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: `Retire ${printer.name}` }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (mailed to the bookers)'), 'Sold');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, retire it' }));
    expect(await screen.findByText(`Retired: ${printer.name}. Its future bookings are being dealt with.`)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ labId: fab.id, facilityId: printer.id, reason: 'Sold' }]);
  });

  it('adds a facility; a refusal shows beside its field and keeps what was typed', async () => {
    const server = fakeServer({
      'GET /api/admin/catalogue': { body: { success: true, labs } },
      'POST /api/admin/catalogue/facilities': { status: 400, body: { success: false, message: 'Please correct the highlighted fields.', errors: { photo: 'The photo must be a picture under /images (for example /images/facilities/laser.png), or left empty.' } } },
    });
    renderConsole('/admin/catalogue');
    await screen.findByRole('table', { name: fab.name });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a facility' });
    await user.type(within(form).getByLabelText('Name'), 'Raise3D Pro3');
    await user.type(within(form).getByLabelText(/^Photo/), 'https://elsewhere.example/x.png');
    await user.click(within(form).getByRole('button', { name: 'Add the facility' }));
    expect(await within(form).findByText(/The photo must be a picture under \/images/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Raise3D Pro3');
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ labId: fab.id, name: 'Raise3D Pro3', specs: [''], photo: 'https://elsewhere.example/x.png' });
  });

  it('toggles training required', async () => {
    const server = fakeServer({
      'GET /api/admin/catalogue': { body: { success: true, labs } },
      'POST /api/admin/catalogue/facilities/training': { body: { success: true, facilityId: printer.id, position: 8 } },
    });
    renderConsole('/admin/catalogue');
    await screen.findByRole('table', { name: fab.name });
    await userEvent.setup().click(screen.getByRole('checkbox', { name: `Training required for ${printer.name}` }));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ labId: fab.id, facilityId: printer.id, required: true }));
  });

  it('is not offered to reviewers', async () => {
    fakeServer({});
    renderConsole('/admin/catalogue', REVIEWER);
    expect(await screen.findByText('This section is for admins.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Catalogue' })).not.toBeInTheDocument();
  });
});

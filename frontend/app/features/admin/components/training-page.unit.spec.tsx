import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_CATALOGUE, TRAINING_MESSAGES, bookableLab, type Lab, type QualificationEntry } from '@centre/contracts';
import { fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const asha: QualificationEntry = {
  email: 'asha@example.com',
  facilityId: 'fab-trotec-speedy-360',
  facilityName: 'Trotec Speedy 360 Laser Cutter',
  lab: 'FabricationLab',
  expiresOn: '2026-12-31',
  note: 'Inducted by Priya',
  grantedAt: '2026-11-20T05:00:00.000Z',
  grantedBy: 'priya@centre.example.edu',
};
const ravi: QualificationEntry = { ...asha, email: 'ravi@example.org', facilityId: 'bio-bd-accuri-c6', facilityName: 'BD Accuri C6 Plus Flow Cytometer', lab: 'BioLab', expiresOn: null, note: '' };
const LIST = 'GET /api/admin/training/qualifications';
/** GET /api/catalog: the current catalogue's bookable labs, the spec's unless a test changes them. */
const catalog = (labs: readonly Lab[] = SEED_CATALOGUE.map(bookableLab)) => ({ 'GET /api/catalog': { body: { success: true, labs } } });

describe('28.4 the console’s Training screen', () => {
  it('lists current qualifications for a reviewer, as rows that a phone shows as labelled cards', async () => {
    fakeServer({ ...catalog(), [LIST]: { body: { success: true, qualifications: [asha, ravi] } } });
    renderConsole('/admin/training', REVIEWER);
    expect(screen.getByRole('link', { name: 'Training' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Current training qualifications' });
    expect(within(table).getAllByRole('rowheader').map((r) => r.textContent)).toEqual([asha.email, ravi.email]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Trotec Speedy 360 Laser Cutter').closest('td')).toHaveAttribute('data-label', 'Facility');
    expect(within(first).getByText('Thu, 31 Dec 2026')).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[2]!).getByText('Never')).toBeInTheDocument();
  });

  it('filters by part of the email and by facility through the server', async () => {
    const server = fakeServer({ ...catalog(), [LIST]: { body: { success: true, qualifications: [] } } });
    renderConsole('/admin/training');
    expect(await screen.findByText('No booker holds a current qualification yet.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'BD Accuri C6 Plus Flow Cytometer' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Facility'), 'bio-bd-accuri-c6');
    await user.type(screen.getByLabelText('Booker’s email contains'), 'ravi');
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'GET').at(-1)?.url).toBe(
        '/api/admin/training/qualifications?email=ravi&facility=bio-bd-accuri-c6',
      ),
    );
    expect(await screen.findByText('No current qualification matches these filters.')).toBeInTheDocument();
  });

  it('grants from a picker of the lab’s training-required facilities only, and shows refusals in place', async () => {
    const server = fakeServer({
      ...catalog(),
      [LIST]: { body: { success: true, qualifications: [] } },
      'POST /api/admin/training/qualifications': (call) =>
        (call.body as { email: string }).email === 'bad'
          ? { status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: TRAINING_MESSAGES.invalidGrant, errors: { email: TRAINING_MESSAGES.emailInvalid } } }
          : { status: 201, body: { success: true, position: 9 } },
    });
    renderConsole('/admin/training');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Grant a qualification' });
    expect(within(form).getByLabelText('Facility (training required)')).toBeDisabled();
    await within(form).findByRole('option', { name: 'Fabrication Lab' });
    await user.selectOptions(within(form).getByLabelText('Lab'), 'FabricationLab');
    const options = within(within(form).getByLabelText('Facility (training required)')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a facility',
      'Trotec Speedy 360 Laser Cutter',
      'Epilog Fusion Pro Laser Cutter',
      'Bosch GTS 10 XC Table Saw',
      'ShopBot PRSalpha CNC Router',
      'Sherline 4400 Metal Lathe',
    ]);
    await user.selectOptions(within(form).getByLabelText('Facility (training required)'), 'fab-trotec-speedy-360');
    await user.type(within(form).getByLabelText('Booker’s email'), 'bad');
    await user.click(within(form).getByRole('button', { name: 'Grant qualification' }));
    expect(await within(form).findByText(TRAINING_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText('Booker’s email')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(form).getByLabelText('Booker’s email'));
    await user.type(within(form).getByLabelText('Booker’s email'), 'Asha@Example.com');
    await user.type(within(form).getByLabelText('Expires after (optional)'), '2026-12-31');
    await user.click(within(form).getByRole('button', { name: 'Grant qualification' }));
    expect(await screen.findByText('Granted: asha@example.com may book the Trotec Speedy 360 Laser Cutter. The booker is mailed.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      email: 'Asha@Example.com',
      facilityId: 'fab-trotec-speedy-360',
      expiresOn: '2026-12-31',
    });
  });

  it('revokes behind a confirmation that asks the reason the booker is mailed', async () => {
    const server = fakeServer({
      ...catalog(),
      [LIST]: { body: { success: true, qualifications: [asha] } },
      'POST /api/admin/training/qualifications/asha%40example.com/fab-trotec-speedy-360/revoke': { body: { success: true, position: 10 } },
    });
    renderConsole('/admin/training');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke asha@example.com for the Trotec Speedy 360 Laser Cutter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the qualification of asha@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke' }));
    expect(within(dialog).getByText(TRAINING_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason for revoking (sent to the booker)'), 'Unsafe use');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('Revoked: asha@example.com may no longer book the Trotec Speedy 360 Laser Cutter. The booker is mailed the reason.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ reason: 'Unsafe use' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('28.2 offers what the current catalogue marks training-required: a facility marked in the console, not one cleared', async () => {
    const marked = SEED_CATALOGUE.map(bookableLab).map((lab) =>
      lab.id !== 'FabricationLab'
        ? lab
        : {
            ...lab,
            facilities: [
              ...lab.facilities.map((f) => (f.id === 'fab-trotec-speedy-360' ? { ...f, trainingRequired: false } : f)),
              { ...lab.facilities[0]!, id: 'added-0123456789ab', name: 'Raise3D Pro3', trainingRequired: true },
            ],
          },
    );
    fakeServer({ ...catalog(marked), [LIST]: { body: { success: true, qualifications: [] } } });
    renderConsole('/admin/training');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Grant a qualification' });
    await within(form).findByRole('option', { name: 'Fabrication Lab' });
    await user.selectOptions(within(form).getByLabelText('Lab'), 'FabricationLab');
    const options = within(within(form).getByLabelText('Facility (training required)')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('Raise3D Pro3');
    expect(options).not.toContain('Trotec Speedy 360 Laser Cutter');
  });

  it('says so when the catalogue cannot be loaded, instead of an empty picker without a word', async () => {
    fakeServer({ 'GET /api/catalog': { status: 503, body: { success: false, message: 'Service unavailable' } }, [LIST]: { body: { success: true, qualifications: [] } } });
    renderConsole('/admin/training');
    expect(await screen.findByText(/The catalogue could not be loaded/, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});

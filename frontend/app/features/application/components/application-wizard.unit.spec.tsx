import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES as M, PITCH_DECK_MAX_BYTES } from '@centre/contracts';
import { applicationContent as content } from '../../../content/application';
import type { SubmitOutcome, WizardValues } from '../api/application-api';
import { ApplicationWizard, EMPTY_WIZARD } from './application-wizard';

type User = ReturnType<typeof userEvent.setup>;

const setup = () => userEvent.setup({ applyAccept: false, delay: null });

// Many keystrokes per test on a shared, busy machine.
jest.setTimeout(30_000);
const control = (label: string): HTMLElement => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, select, textarea' });
const next = (user: User) => user.click(screen.getByRole('button', { name: M.next }));
const previous = (user: User) => user.click(screen.getByRole('button', { name: M.previous }));
const stepTitle = (): string => screen.getByRole('heading', { level: 2 }).textContent ?? '';

const pdf = (name = 'deck.pdf', size?: number): File => {
  const file = new File(['%PDF-1.4 tiny'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const COMPLETE: WizardValues = {
  founderName: 'Asha Patil',
  email: 'asha@example.com',
  phone: '9876543210',
  companyName: 'Krishi Sense',
  website: 'https://krishi.example',
  industry: 'AgriTech',
  stage: 'Seed',
  description: 'Soil sensors for small farms.',
  pitchDeck: pdf(),
  teamSize: '2-5',
  teamMembers: 'Asha (CEO), Ravi (CTO)',
  fundingNeeded: '₹10 lakh – ₹25 lakh',
  currentRevenue: '',
  businessModel: 'Hardware sales and a yearly subscription.',
  additionalInfo: '',
  scheme: 'nidhi-prayas',
  consent: true,
};

const fillStep1 = async (user: User) => {
  await user.type(control('Founder Name'), 'Asha Patil');
  await user.type(control('Email'), 'asha@example.com');
  await user.type(control('Phone Number'), '9876543210');
};

describe('Startup application wizard', () => {
  it('opens on Step 1 of 6 with a progress bar and Previous disabled', () => {
    render(<ApplicationWizard submit={async () => ({ ok: true })} />);
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: content.progressLabel })).toHaveAttribute('aria-valuenow', '1');
    expect(stepTitle()).toBe('Basic Information');
    expect(screen.getByRole('button', { name: M.previous })).toBeDisabled();
  });

  it('step 1: required fields, whitespace-only counts as empty, invalid email, focus on the first error, editing clears an error', async () => {
    const user = setup();
    render(<ApplicationWizard submit={async () => ({ ok: true })} />);
    await user.type(control('Founder Name'), '   ');
    await next(user);
    expect(screen.getByText(M.founderNameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(M.phoneRequired)).toBeInTheDocument();
    expect(control('Founder Name')).toHaveFocus();
    expect(control('Founder Name')).toHaveAttribute('aria-invalid', 'true');
    expect(control('Founder Name')).toHaveAccessibleDescription(M.founderNameRequired);
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();

    await user.type(control('Email'), 'not-an-email');
    expect(screen.queryByText(M.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByText(M.founderNameRequired)).toBeInTheDocument();
    await next(user);
    expect(screen.getByText(M.emailInvalid)).toBeInTheDocument();
  });

  it('step 2: company messages, optional website must be http(s), counter out of 500 without a limit', async () => {
    const user = setup();
    render(<ApplicationWizard submit={async () => ({ ok: true })} />);
    await fillStep1(user);
    await next(user);
    expect(stepTitle()).toBe('Company Details');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Company Details' })).toHaveFocus();
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();
    await user.type(control('Website'), 'www.krishi.example');
    await next(user);
    for (const message of [M.companyNameRequired, M.industryRequired, M.stageRequired, M.descriptionRequired, M.websiteInvalid]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(control('Company Description'), 'Hello');
    expect(screen.getByText('5/500 characters')).toBeInTheDocument();
    expect(control('Company Description')).toHaveAccessibleDescription(/5\/500 characters/);
    await user.clear(control('Website'));
    await user.type(control('Company Name'), 'Krishi Sense');
    await user.selectOptions(control('Industry'), 'AgriTech');
    await user.selectOptions(control('Company Stage'), 'Idea');
    await next(user);
    expect(stepTitle()).toBe('Pitch Deck');
  });

  it('Previous goes back without validating and keeps what was typed', async () => {
    const user = setup();
    render(<ApplicationWizard submit={async () => ({ ok: true })} />);
    await fillStep1(user);
    await next(user);
    await previous(user);
    expect(stepTitle()).toBe('Basic Information');
    expect(control('Founder Name')).toHaveValue('Asha Patil');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(M.companyNameRequired)).not.toBeInTheDocument();
  });

  it('step 3: the pitch deck is required, at most 10MB, of an allowed type; a refused file is not kept', async () => {
    const user = setup();
    render(<ApplicationWizard initialValues={{ ...COMPLETE, pitchDeck: null }} initialStep={2} submit={async () => ({ ok: true })} />);
    await next(user);
    expect(screen.getByText(M.pitchDeckRequired)).toBeInTheDocument();
    expect(control('Pitch Deck')).toHaveFocus();

    await user.upload(control('Pitch Deck') as HTMLInputElement, pdf('big.pdf', PITCH_DECK_MAX_BYTES + 1));
    expect(screen.getByText(M.pitchDeckTooLarge)).toBeInTheDocument();
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();

    await user.upload(control('Pitch Deck') as HTMLInputElement, new File(['MZ'], 'setup.exe'));
    expect(screen.getByText(M.pitchDeckWrongType)).toBeInTheDocument();
    await next(user);
    expect(screen.getByText(M.pitchDeckRequired)).toBeInTheDocument();

    for (const name of ['deck.PPTX', 'deck.doc']) {
      await user.upload(control('Pitch Deck') as HTMLInputElement, pdf(name, 2048));
      expect(screen.getByText(`Selected: ${name} (2 KB)`)).toBeInTheDocument();
      expect(screen.queryByText(M.pitchDeckRequired)).not.toBeInTheDocument();
    }
    await next(user);
    expect(stepTitle()).toBe('Team Information');
  });

  it('steps 4 and 5: team and financial messages; revenue and additional information stay optional', async () => {
    const user = setup();
    render(<ApplicationWizard initialValues={{ ...COMPLETE, teamSize: '', teamMembers: ' ', fundingNeeded: '', businessModel: '', scheme: '' }} initialStep={3} submit={async () => ({ ok: true })} />);
    await next(user);
    expect(screen.getByText(M.teamSizeRequired)).toBeInTheDocument();
    expect(screen.getByText(M.teamMembersRequired)).toBeInTheDocument();
    expect(control('Team Size')).toHaveFocus();
    await user.selectOptions(control('Team Size'), 'Solo Founder');
    await user.type(control('Team Members'), 'Asha');
    await next(user);
    expect(stepTitle()).toBe('Financial Information');
    await next(user);
    expect(screen.getByText(M.fundingNeededRequired)).toBeInTheDocument();
    expect(screen.getByText(M.businessModelRequired)).toBeInTheDocument();
    expect(screen.getByText(M.schemeRequired)).toBeInTheDocument();
    expect(control('Scheme Applied For')).toHaveFocus();
    expect(screen.queryByText(M.currentRevenueInvalid)).not.toBeInTheDocument();
    await user.selectOptions(control('Scheme Applied For'), 'Startup India Seed Fund Scheme');
    await user.selectOptions(control('Funding Needed'), 'Over ₹5 crore');
    await user.type(control('Business Model'), 'Licences');
    await next(user);
    expect(stepTitle()).toBe('Review & Submit');
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
  });

  it('the review step lists everything; submit shows Submitting... then the confirmation; Submit Another Application starts over', async () => {
    const user = setup();
    let finish: (outcome: SubmitOutcome) => void = () => undefined;
    const submit = jest.fn((_values: WizardValues) => new Promise<SubmitOutcome>((resolve) => (finish = resolve)));
    render(<ApplicationWizard initialValues={COMPLETE} initialStep={5} submit={submit} />);
    for (const value of ['Asha Patil', 'asha@example.com', 'Krishi Sense', 'https://krishi.example', 'AgriTech', 'Seed', 'deck.pdf (1 KB)', '2-5', '₹10 lakh – ₹25 lakh', 'NIDHI PRAYAS', 'Hardware sales and a yearly subscription.']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getAllByText(content.review.notProvided)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: content.submit }));
    expect(submit).toHaveBeenCalledWith(COMPLETE);
    expect(screen.getByRole('button', { name: M.submitting })).toBeDisabled();
    await act(async () => finish({ ok: true }));

    expect(screen.getByRole('heading', { name: content.confirmation.title })).toHaveFocus();
    expect(screen.getByText(/12 experts/)).toBeInTheDocument();
    expect(screen.getByText(/admin reviews/)).toBeInTheDocument();
    expect(screen.getByText(/5 to 7 business days/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.submitAnother }));
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(control('Founder Name')).toHaveValue('');
    expect(control('Email')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message at the review step, or the generic line", async () => {
    const user = setup();
    const submit = jest
      .fn<(values: WizardValues) => Promise<SubmitOutcome>>()
      .mockResolvedValueOnce({ ok: false, message: { code: 'application.pitchDeckWrongType', text: M.pitchDeckWrongType } })
      .mockResolvedValueOnce({ ok: false, message: { code: 'application.submitFailed', text: M.submitFailed } });
    render(<ApplicationWizard initialValues={COMPLETE} initialStep={5} submit={submit} />);
    await user.click(screen.getByRole('button', { name: content.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.pitchDeckWrongType);
    expect(stepTitle()).toBe('Review & Submit');
    expect(screen.getByRole('button', { name: content.submit })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: content.submit }));
    expect(await screen.findByText(M.submitFailed)).toBeInTheDocument();
  });

  it('re-validates every step on submit and sends the visitor to the first one in error', async () => {
    const user = setup();
    const submit = jest.fn(async (_values: WizardValues): Promise<SubmitOutcome> => ({ ok: true }));
    render(<ApplicationWizard initialValues={{ ...COMPLETE, businessModel: '  ' }} initialStep={5} submit={submit} />);
    await user.click(screen.getByRole('button', { name: content.submit }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(M.fixErrors);
    expect(stepTitle()).toBe('Financial Information');
    expect(control('Business Model')).toHaveFocus();
    expect(screen.getByText(M.businessModelRequired)).toBeInTheDocument();
  });

  it('29.6 offers the portfolio sectors, rupee bands and the five schemes or incubation, as the funding pages name them', async () => {
    const user = setup();
    render(<ApplicationWizard initialValues={COMPLETE} initialStep={4} submit={async () => ({ ok: true })} />);
    const options = (label: string) => within(control(label)).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(options('Scheme Applied For')).toEqual([
      'NIDHI PRAYAS',
      'NIDHI Seed Support System',
      'NIDHI Entrepreneur in Residence',
      'MSInS Seed Fund',
      'Startup India Seed Fund Scheme',
      content.incubationOnly,
    ]);
    expect(within(control('Scheme Applied For')).getByRole('option', { name: content.incubationOnly })).toHaveValue('incubation');
    expect(options('Funding Needed')).toEqual(['Under ₹10 lakh', '₹10 lakh – ₹25 lakh', '₹25 lakh – ₹50 lakh', '₹50 lakh – ₹1 crore', '₹1 crore – ₹5 crore', 'Over ₹5 crore']);
    expect(options('Current Monthly Revenue')).toContain('₹1 lakh – ₹5 lakh');
    await previous(user);
    await previous(user);
    await previous(user);
    expect(options('Industry')).toEqual(['HealthTech', 'AgriTech', 'CleanTech', 'EdTech', 'DeepTech', 'FinTech', 'Design', 'Social Impact', 'Other']);
  });

  it('29.6 asks for the consent on the review step before sending, and sends nothing without it', async () => {
    const user = setup();
    const submit = jest.fn(async (_values: WizardValues): Promise<SubmitOutcome> => ({ ok: true }));
    render(<ApplicationWizard initialValues={{ ...COMPLETE, consent: false }} initialStep={5} submit={submit} />);
    const consent = screen.getByRole('checkbox', { name: content.consent.label });
    expect(consent).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: content.submit }));
    expect(submit).not.toHaveBeenCalled();
    expect(stepTitle()).toBe('Review & Submit');
    expect(consent).toHaveFocus();
    expect(consent).toHaveAccessibleDescription(M.consentRequired);
    await user.click(consent);
    expect(screen.queryByText(M.consentRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: content.submit }));
    expect(submit).toHaveBeenCalledWith({ ...COMPLETE, consent: true });
  });

  it('the review step offers a way back to each step', async () => {
    const user = setup();
    render(<ApplicationWizard initialValues={COMPLETE} initialStep={5} submit={async () => ({ ok: true })} />);
    const team = screen.getByRole('region', { name: 'Team Information' });
    await user.click(within(team).getByRole('button', { name: 'Edit Team Information' }));
    expect(stepTitle()).toBe('Team Information');
    expect(EMPTY_WIZARD.pitchDeck).toBeNull();
  });
});

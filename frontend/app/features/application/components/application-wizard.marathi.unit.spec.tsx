import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_CONSENT_TEXT, PITCH_DECK_MAX_BYTES } from '@centre/contracts';
import { switchLanguage } from '../../../lib/i18n';
import type { WizardValues } from '../api/application-api';
import { ApplicationWizard } from './application-wizard';

const pdf = (name: string, size: number): File => {
  const file = new File(['%PDF-1.4 tiny'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const COMPLETE: WizardValues = {
  founderName: 'Asha Patil',
  email: 'asha@example.com',
  phone: '9876543210',
  companyName: 'Krishi Sense',
  website: '',
  industry: 'AgriTech',
  stage: 'Seed',
  description: 'Soil sensors for small farms.',
  pitchDeck: pdf('deck.pdf', 1536 * 1024),
  teamSize: 'Solo Founder',
  teamMembers: 'Asha',
  fundingNeeded: '₹10 lakh – ₹25 lakh',
  currentRevenue: '',
  businessModel: 'Subscriptions.',
  additionalInfo: '',
  scheme: 'incubation',
  consent: false,
};

const inMarathi = () => act(() => switchLanguage('mr'));
const heading = (): string => screen.getByRole('heading', { level: 2 }).textContent ?? '';

describe('Startup application wizard in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('names its steps, counts them in Devanagari and validates in Marathi', async () => {
    const user = userEvent.setup();
    render(<ApplicationWizard submit={async () => ({ ok: true })} />);
    await inMarathi();
    expect(heading()).toBe('मूलभूत माहिती');
    expect(screen.getByText('६ पैकी पायरी १')).toBeInTheDocument();
    expect(screen.getByText('१७%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पुढील' }));
    expect(screen.getByText('संस्थापकाचे नाव आवश्यक आहे')).toBeInTheDocument();
    expect(screen.getByLabelText(/^संस्थापकाचे नाव/, { selector: 'input' })).toHaveAccessibleDescription('संस्थापकाचे नाव आवश्यक आहे');
    expect(screen.getByLabelText(/^फोन नंबर/, { selector: 'input' })).toBeInTheDocument();
  });

  it('shows the choices, the file size and its refusal in Marathi while sending English values', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ApplicationWizard initialValues={{ ...COMPLETE, industry: '', pitchDeck: null }} initialStep={1} submit={async () => ({ ok: true })} />);
    await inMarathi();
    const industry = screen.getByLabelText(/^उद्योगक्षेत्र/, { selector: 'select' });
    expect(within(industry).getByRole('option', { name: 'कृषी तंत्रज्ञान' })).toHaveValue('AgriTech');
    await user.selectOptions(industry, 'कृषी तंत्रज्ञान');
    expect(industry).toHaveValue('AgriTech');
    expect(screen.getByText('२९/५०० अक्षरे')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'पुढील' }));
    expect(heading()).toBe('पिच डेक');
    const deck = screen.getByLabelText(/^पिच डेक/, { selector: 'input' }) as HTMLInputElement;
    await user.upload(deck, pdf('big.pdf', PITCH_DECK_MAX_BYTES + 1));
    expect(screen.getByText('फाइलचा आकार १० एमबीपेक्षा कमी असावा')).toBeInTheDocument();
    await user.upload(deck, pdf('deck.pdf', 2048));
    expect(screen.getByText('निवडलेली फाइल: deck.pdf (२ केबी)')).toBeInTheDocument();
  });

  it('reviews the answers in Marathi and shows a refusal of the server in Marathi', async () => {
    const user = userEvent.setup();
    render(
      <ApplicationWizard
        initialValues={COMPLETE}
        initialStep={5}
        submit={async () => ({
          ok: false,
          message: { code: 'http.tooManyRequests', text: 'Too many requests. Please wait a minute and try again.' },
        })}
      />,
    );
    await inMarathi();
    expect(heading()).toBe('आढावा आणि सादरीकरण');
    expect(screen.getByText('कृषी तंत्रज्ञान')).toBeInTheDocument();
    expect(screen.getByText('एकटे संस्थापक')).toBeInTheDocument();
    expect(screen.getByText('₹१० लाख – ₹२५ लाख')).toBeInTheDocument();
    expect(screen.getByText('फक्त इन्क्युबेशन (निधी योजना नाही)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'अर्ज सादर करा' }));
    expect(screen.getByText('तुमच्या अर्जाचा आढावा घेता यावा म्हणून कृपया तुमच्या माहितीवरील प्रक्रियेला संमती द्या')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: APPLICATION_CONSENT_TEXT.mr }));
    expect(screen.getByText('deck.pdf (१.५ एमबी)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'टीमची माहिती बदला' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'अर्ज सादर करा' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('खूप विनंत्या आल्या आहेत. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.');
  });
});

import { act, screen, within } from '@testing-library/react';
import { contactEmail, externalLinks } from '../config/paths';
import { switchLanguage } from '../lib/i18n';
import { renderWithRouter } from '../test/render';
import Msins from './scheme-msins';
import NidhiEir from './scheme-nidhi-eir';
import NidhiPrayas from './scheme-nidhi-prayas';
import NidhiSss from './scheme-nidhi-sss';
import Sisfs from './scheme-sisfs';

const region = (name: string): HTMLElement => screen.getByRole('region', { name });
const items = (name: string): HTMLElement[] => within(region(name)).getAllByRole('listitem');
const headings = (elements: HTMLElement[]): string[] =>
  elements.map((element) => within(element).getByRole('heading').textContent ?? '');
const faqCount = (): number =>
  within(region('Frequently Asked Questions')).getAllByRole('button').length;

const expectPdf = (name: RegExp): void => {
  const link = screen.getByRole('link', { name });
  expect(link.getAttribute('href')).toMatch(/^\/docs\/funding\/.+\.pdf$/);
  expect(link).toHaveAttribute('download');
};

const expectContact = (): void => {
  expect(within(region('Contact')).getByRole('link', { name: contactEmail })).toHaveAttribute(
    'href',
    `mailto:${contactEmail}`,
  );
};

describe('NIDHI PRAYAS page', () => {
  beforeEach(() => renderWithRouter(<NidhiPrayas />));

  it('has Apply Now, the eligibility PDF, About, four key features, eligibility, four steps, startups and a four-item FAQ', () => {
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      externalLinks.nidhiPrayasApplication,
    );
    expectPdf(/Eligibility Criteria/);
    expect(region('About NIDHI PRAYAS')).toHaveTextContent('₹10 lakh');
    expect(headings(items('Key Features'))).toEqual([
      'Financial Support',
      'Innovation Focus',
      'Mentorship',
      'Incubation',
    ]);
    expect(region('Who can apply')).toHaveTextContent('18 to 35');
    const steps = items('Application Process');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('Step 1');
    expect(region('Startups supported under NIDHI PRAYAS')).toBeInTheDocument();
    expect(faqCount()).toBe(4);
  });
});

describe('NIDHI SSS page', () => {
  beforeEach(() => renderWithRouter(<NidhiSss />));

  it('has every section with the programme figures', () => {
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      externalLinks.nidhiSssApplication,
    );
    expectPdf(/Eligibility Criteria/);
    expect(items('Program Features')).toHaveLength(4);
    const investors = items('Investment Committee');
    expect(investors).toHaveLength(6);
    for (const investor of investors)
      expect(within(investor).getByRole('img')).toHaveAccessibleName(/^Photo of/);
    const structure = region('Funding Structure');
    for (const text of ['Up to ₹1 crore', '4 to 8%', '18 months', '3 to 4 months'])
      expect(structure).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Target Sectors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support Provided' })).toBeInTheDocument();
    const metrics = region('Success Metrics');
    for (const text of ['200+', '₹150+ Cr', '70%', '500+']) expect(metrics).toHaveTextContent(text);
    expect(faqCount()).toBe(5);
    expectContact();
  });
});

describe('NIDHI EIR page', () => {
  beforeEach(() => renderWithRouter(<NidhiEir />));

  it('shows both categories as closed buttons that lead nowhere', () => {
    for (const name of [
      'Application are closed for General category',
      'Application are closed for SC/ST category',
    ]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expectPdf(/Eligibility Criteria/);
  });

  it('has About, four features, four role groups, benefits, the figures and a contact', () => {
    expect(region('About NIDHI EIR')).toHaveTextContent('₹1 lakh');
    expect(items('Programme Features')).toHaveLength(4);
    const roles = within(region('Roles & Responsibilities')).getAllByRole('heading', { level: 3 });
    expect(roles.map((role) => role.textContent)).toEqual([
      'Mentorship & Guidance',
      'Technology Assessment',
      'Venture Creation',
      'Ecosystem Development',
    ]);
    expect(region('Benefits & Support')).toBeInTheDocument();
    const impact = region('Programme Impact');
    for (const text of ['50+', '200+', '30+', '₹100+ Cr']) expect(impact).toHaveTextContent(text);
    expectContact();
  });
});

describe('MSInS page', () => {
  beforeEach(() => renderWithRouter(<Msins />));

  it('has Apply Now, the guidelines PDF, five eligibility cards, uses and a contact', () => {
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      externalLinks.msinsApplication,
    );
    expectPdf(/Guidelines/);
    expect(items('Eligibility')).toHaveLength(5);
    expect(region('Eligibility')).toHaveTextContent('3 months');
    expect(screen.getByRole('heading', { name: 'Permitted Uses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Restricted Uses' })).toBeInTheDocument();
    expect(screen.getByText(/Manpower, up to 20%/)).toBeInTheDocument();
    expect(screen.getByText(/overrun on approved items, up to 10%/)).toBeInTheDocument();
    expectContact();
  });
});

describe('SISFS page', () => {
  beforeEach(() => renderWithRouter(<Sisfs />));

  it('applies on the national portal and has seven eligibility cards, uses, two disbursement cards and a contact', () => {
    const apply = screen.getByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', externalLinks.seedFundPortal);
    expect(apply).toHaveAttribute('target', '_blank');
    expect(items('Eligibility')).toHaveLength(7);
    for (const text of ['2 years', '51%', '₹10 lakh'])
      expect(region('Eligibility')).toHaveTextContent(text);
    expect(headings(items('Disbursement'))).toEqual([
      'Grant: up to ₹20 lakh',
      'Investment: up to ₹50 lakh',
    ]);
    expect(screen.getByRole('heading', { name: 'Permitted Uses' })).toBeInTheDocument();
    expectContact();
  });
});

describe('Scheme pages in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('shows NIDHI SSS with Marathi headings, figures in Devanagari digits and a Marathi FAQ', async () => {
    renderWithRouter(<NidhiSss />);
    await act(() => switchLanguage('mr'));
    expect(await screen.findByRole('link', { name: 'आता अर्ज करा' })).toHaveAttribute(
      'href',
      externalLinks.nidhiSssApplication,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'NIDHI Seed Support System' }),
    ).toBeInTheDocument();
    expect(within(region('गुंतवणूक समिती')).getAllByRole('img')[0]).toHaveAccessibleName(
      'Rajesh Iyer यांचे छायाचित्र',
    );
    const structure = region('निधीची रचना');
    for (const text of ['₹१ कोटीपर्यंत', '४ ते ८%', '१८ महिने'])
      expect(structure).toHaveTextContent(text);
    const metrics = region('यशाचे निर्देशक');
    for (const text of ['२००+', '₹१५०+ कोटी', '७०%']) expect(metrics).toHaveTextContent(text);
    expect(within(region('वारंवार विचारले जाणारे प्रश्न')).getAllByRole('button')[0]).toHaveTextContent(
      'NIDHI SSS साठी कोण पात्र आहे?',
    );
    expect(within(region('संपर्क')).getByRole('link', { name: contactEmail })).toBeInTheDocument();
  });

  it('shows both closed NIDHI EIR calls in Marathi, still as disabled buttons', async () => {
    renderWithRouter(<NidhiEir />);
    await act(() => switchLanguage('mr'));
    expect(
      await screen.findByRole('button', { name: 'सर्वसाधारण प्रवर्गासाठी अर्ज बंद आहेत' }),
    ).toBeDisabled();
    expect(screen.getByRole('link', { name: 'पात्रता निकष (PDF)' })).toHaveAttribute('download');
    expect(region('कार्यक्रमाचा प्रभाव')).toHaveTextContent('₹१००+ कोटी');
  });
});

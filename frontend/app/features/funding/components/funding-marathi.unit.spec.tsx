import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as commonContent from '../../../content/funding/common';
import * as prayasContent from '../../../content/funding/nidhi-prayas';
import * as opportunitiesContent from '../../../content/funding/opportunities';
import { switchLanguage, useContent } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { PrayasStartups } from './prayas-startups';
import { SchemeCard } from './scheme-card';
import { StepsSection } from './scheme-sections';

/** The funding components as the scheme pages use them: texts from the content hooks. */
function Harness() {
  const { schemeUi } = useContent('funding/common', commonContent);
  const { nidhiPrayas } = useContent('funding/nidhi-prayas', prayasContent);
  const { fundingOpportunities } = useContent('funding/opportunities', opportunitiesContent);
  return (
    <>
      <StepsSection title={nidhiPrayas.processTitle} steps={nidhiPrayas.process} stepWord={schemeUi.step} />
      <PrayasStartups title={nidhiPrayas.startupsTitle} startups={nidhiPrayas.startups} pageSize={nidhiPrayas.startupsPageSize} ui={schemeUi} />
      <SchemeCard scheme={fundingOpportunities.schemes[0]!} ui={fundingOpportunities.ui} />
    </>
  );
}

describe('Funding components in Marathi', () => {
  beforeEach(async () => {
    Element.prototype.scrollIntoView = jest.fn();
    renderWithRouter(<Harness />);
    await act(() => switchLanguage('mr'));
  });

  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('numbers the steps and writes years and grants in Devanagari digits', async () => {
    const steps = within(await screen.findByRole('region', { name: 'अर्ज प्रक्रिया' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('पायरी १');
    expect(steps[0]).toHaveTextContent('ऑनलाइन अर्ज करा');

    const startups = screen.getByRole('region', { name: 'NIDHI PRAYAS अंतर्गत सहाय्य मिळालेले स्टार्टअप्स' });
    expect(within(startups).getByRole('group', { name: 'निधी वर्ष' })).toBeInTheDocument();
    expect(within(startups).getByText('स्वच्छ हवा · २०२२-२३ · ₹९,५०,०००')).toBeInTheDocument();
    expect(within(startups).getAllByRole('button', { name: /^अधिक वाचा/ })).toHaveLength(2);
  });

  it('filters by a funding year chip shown in Marathi digits', async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '२०२३-२४' }));
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toContain('KrishiLoop');
    expect(names).toContain('Saans Labs');
    expect(names).not.toContain('Vayu Shuddhi');
    await user.click(screen.getByRole('button', { name: 'सर्व वर्षे' }));
    expect(screen.getByRole('heading', { name: 'Vayu Shuddhi' })).toBeInTheDocument();
  });

  it('labels the scheme card and its funded startups in Marathi', async () => {
    const card = await screen.findByRole('article', { name: 'NIDHI PRAYAS' });
    expect(within(card).getByRole('link', { name: 'NIDHI PRAYAS: पात्रता निकष तपासा (PDF)' })).toHaveAttribute('download');
    expect(within(card).getByText('संपर्क व्यक्ती')).toBeInTheDocument();
    const carousel = within(card).getByRole('region', { name: 'NIDHI PRAYAS अंतर्गत निधी मिळालेले स्टार्टअप्स' });
    expect(within(carousel).getByText('₹८,००,००० ते ₹१०,००,०००')).toBeInTheDocument();
  });
});

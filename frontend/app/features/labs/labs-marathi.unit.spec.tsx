import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../config/paths';
import { switchLanguage } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { AiMlPage, FabPage, LabsOverview, MediaPage } from './index';
import { chip, chipsOf, shownTitles } from './testing/queries';

/** Renders in English, then switches the language as the floating button does. */
const openInMarathi = async (ui: React.JSX.Element, path: string): Promise<void> => {
  renderWithRouter(ui, path);
  await act(() => switchLanguage('mr'));
};

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('Lab pages in Marathi', () => {
  it('shows the overview and its lab cards in Marathi', async () => {
    await openInMarathi(<LabsOverview />, paths.laboratory);
    const cards = within(screen.getByRole('region', { name: 'आमच्या प्रयोगशाळा' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'फॅब्रिकेशन लॅब',
      'मीडिया लॅब',
      'AI/ML लॅब',
      'AR/VR लॅब',
      'बायो लॅब',
    ]);
    expect(screen.getByRole('link', { name: 'अधिक जाणून घ्या: मीडिया लॅब' })).toHaveAttribute(
      'href',
      paths.mediaLab,
    );
  });

  it('keeps the chosen category across a language switch: chips compare ids, not words', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AiMlPage />, paths.aiMlLab);
    await user.click(chip('Equipment category', 'Laptops'));
    await act(() => switchLanguage('mr'));
    expect(chipsOf('उपकरणांचा प्रकार')).toEqual(['सर्व', 'लॅपटॉप', 'मोबाइल / घड्याळे', 'अ‍ॅक्सेसरीज']);
    expect(chip('उपकरणांचा प्रकार', 'लॅपटॉप')).toHaveAttribute('aria-pressed', 'true');
    expect(shownTitles('उपकरणे')).toEqual([
      'HP ProBook 440 लॅपटॉप',
      'Lenovo ThinkPad E14 लॅपटॉप',
      'Apple MacBook Pro 14 (युनिट 1)',
    ]);
  });

  it('filters the Media Lab by category and lens with Marathi labels', async () => {
    const user = userEvent.setup();
    await openInMarathi(<MediaPage />, paths.mediaLab);
    await user.click(chip('सुविधेचा प्रकार', 'लेन्स'));
    const lens = screen.getByRole('combobox', { name: 'लेन्स' });
    expect(within(lens).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'सर्व लेन्स',
      '35mm',
      '50mm',
    ]);
    await user.selectOptions(lens, '50mm');
    expect(shownTitles('सुविधा')).toEqual(['Sony FE 50mm f/1.8 लेन्स']);
    await user.click(chip('सुविधेचा प्रकार', 'स्टुडिओ आणि सेटअप'));
    expect(shownTitles('सुविधा')).toEqual(['पॉडकास्ट स्टुडिओ', 'ग्रीन स्क्रीन स्टँड']);
  });

  it('shows funding years in Devanagari digits and still filters the showcase by year', async () => {
    const user = userEvent.setup();
    await openInMarathi(<FabPage />, paths.fabLab);
    expect(chipsOf('निधी वर्ष')).toEqual(['सर्व', '२०२२-२३', '२०२३-२४', '२०२४-२५', '२०२५-२६']);
    await user.click(chip('निधी वर्ष', '२०२४-२५'));
    const startups = 'NIDHI PRAYAS च्या मदतीने उभे राहिलेले स्टार्टअप्स';
    expect(shownTitles(startups)).toEqual(['Vayu Filters', 'Tactile Tales']);
    expect(screen.getAllByText('निधी मिळाला: २०२४-२५')).toHaveLength(2);
    expect(screen.getAllByText('डाउनलोड करा (PDF)')).toHaveLength(4);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { ResearchPage } from './index';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

const shownTitles = (): string[] =>
  within(screen.getByRole('list', { name: 'शोधनिबंध' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
const chips = (): HTMLElement => screen.getByRole('group', { name: 'नियतकालिक' });

describe('Research hub in Marathi', () => {
  beforeEach(async () => {
    renderWithRouter(<ResearchPage />, '/research');
    await act(() => switchLanguage('mr'));
  });

  it('shows the hub, the chips and the papers in Marathi, with authors as they are', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'प्रयोगशाळेबाहेर पोहोचणारे संशोधन' })).toBeInTheDocument();
    expect(screen.getByText(/निवडक १७ शोधनिबंध/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'शोधनिबंध शोधा' })).toHaveAttribute('placeholder', 'प्रकल्प शोधा');
    expect(within(chips()).getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'सर्व',
      'द आफ्रिकन जर्नल ऑफ लाइफ सायन्सेस',
      'द इंटरनॅशनल जर्नल ऑफ लाइफ सायन्सेस',
      'जर्नल ऑफ सेल्युलर सिग्नलिंग',
    ]);
    expect(shownTitles()[0]).toBe('जखमांतील रोगजंतूंविरुद्ध माशांच्या त्वचेच्या अर्कांची जीवाणूरोधी क्रिया');
    expect(screen.getByText('P. Bhosale, V. Rao, S. Kale')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'शोधनिबंधांची पृष्ठे' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पृष्ठ ४' })).toBeInTheDocument();
  });

  it('searches the Marathi titles and abstracts', async () => {
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'ॲनिमिया');
    expect(shownTitles()).toEqual(['पापणीच्या स्मार्टफोन छायाचित्रांद्वारे ॲनिमियाची तपासणी']);
  });

  it('filters by journal, and the chosen journal survives switching back to English', async () => {
    const user = userEvent.setup();
    await user.click(within(chips()).getByRole('button', { name: 'जर्नल ऑफ सेल्युलर सिग्नलिंग' }));
    expect(shownTitles()).toHaveLength(4);
    expect(shownTitles()).toContain('ताणाखालील वनस्पतींच्या मुळांच्या पेशींमधील कॅल्शियम संकेतन');

    await act(() => switchLanguage('en'));
    const journal = within(screen.getByRole('group', { name: 'Journal' })).getByRole('button', {
      name: 'Journal of Cellular Signalling',
    });
    expect(journal).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Research Papers' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(4);
  });
});

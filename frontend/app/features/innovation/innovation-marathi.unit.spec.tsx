import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../lib/i18n';
import Innovation from '../../routes/innovation';
import { renderWithRouter } from '../../test/render';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('Innovation page in Marathi', () => {
  beforeEach(async () => {
    Element.prototype.scrollIntoView = jest.fn();
    renderWithRouter(<Innovation />, '/innovation');
    await act(() => switchLanguage('mr'));
  });

  it('shows the page in Marathi, with team names as they are', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'जिथे नवोपक्रमाला शक्यतांचे पंख मिळतात!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मेगा प्रकल्प' })).toBeInTheDocument();
    // The team's site is not known yet: no Know More that goes nowhere.
    expect(screen.queryByRole('link', { name: 'Team Jalpari विषयी अधिक जाणून घ्या' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Team Jalpari, छायाचित्र १' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आता अर्ज करा' })).toHaveAttribute('href', '/booking');
  });

  it('lists, searches and expands the projects in Marathi', async () => {
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: 'नवोपक्रम प्रकल्प' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('navigation', { name: 'नवोपक्रम प्रकल्पांची पृष्ठे' })).toBeInTheDocument();

    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('प्रकल्पप्रमुख: Aditi Kulkarni · सहकारी: ४ जणांचा संघ · इलेक्ट्रॉनिक्स लॅब');
    await user.click(within(first).getByRole('button', { name: /^अधिक वाचा/ }));
    expect(within(first).getByRole('button', { name: /^कमी वाचा/ })).toHaveAttribute('aria-expanded', 'true');

    await user.type(screen.getByRole('searchbox', { name: 'नवोपक्रम प्रकल्प शोधा' }), 'हातमोज्यातील');
    expect(within(screen.getByRole('list', { name: 'नवोपक्रम प्रकल्प' })).getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'सांकेतिक भाषा हातमोजा',
    ]);
  });
});

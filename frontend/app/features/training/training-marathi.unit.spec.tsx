import { act, screen, within } from '@testing-library/react';
import { switchLanguage } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { TrainingPage } from './index';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

it('shows the programmes in Marathi, names kept as they are', async () => {
  renderWithRouter(<TrainingPage />, '/training');
  await act(() => switchLanguage('mr'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('प्रशिक्षण कार्यक्रम');
  const current = within(screen.getByRole('list', { name: 'सध्याचे' })).getAllByRole('listitem');
  expect(current.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'PBL',
    'FAB Academy',
    'SkillED',
    'BEP',
  ]);
  expect(within(current[0]!).getByText('१० आठवडे')).toBeInTheDocument();
  expect(within(current[0]!).getByRole('link', { name: 'PBL साठी प्रवेश घ्या' })).toHaveTextContent(
    'प्रवेश घ्या',
  );
  const past = within(screen.getByRole('list', { name: 'आधीचे' })).getAllByRole('listitem');
  expect(within(past[0]!).getByText('आयोजन: मे २०२४')).toBeInTheDocument();
});

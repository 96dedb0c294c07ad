import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY, switchLanguage } from '../../lib/i18n';
import { LanguageButton } from './components/language-button';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  sessionStorage.clear();
});

test('shows the current language and switches both ways without a reload', async () => {
  const user = userEvent.setup();
  render(<LanguageButton />);
  const button = screen.getByRole('button', { name: /Switch to Marathi/ });
  expect(button).toHaveTextContent('English');

  await user.click(button);
  await screen.findByText('मराठी');
  expect(document.documentElement.lang).toBe('mr');
  expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('mr');
  expect(screen.getByRole('button')).toHaveAccessibleName('भाषा: मराठी. इंग्रजी निवडा');

  await user.click(screen.getByRole('button'));
  await screen.findByText('English');
  expect(document.documentElement.lang).toBe('en');
  expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
});

test("restores the tab's Marathi when a page opens", async () => {
  sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'mr');
  render(<LanguageButton />);
  expect(await screen.findByText('मराठी')).toBeInTheDocument();
});

test('ignores a stored value that is not a language of the site', async () => {
  sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
  render(<LanguageButton />);
  await act(async () => undefined);
  expect(screen.getByRole('button')).toHaveTextContent('English');
});

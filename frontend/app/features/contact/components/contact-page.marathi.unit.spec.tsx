import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { ContactPage } from './contact-page';

describe('Contact page in Marathi', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn() as unknown as Element['scrollIntoView'];
  });
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('switches its texts and its validation messages to Marathi', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactPage send={async () => true} />);
    await act(() => switchLanguage('mr'));
    expect(screen.getByRole('heading', { level: 1, name: 'आमच्याशी संपर्क साधा' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^विषय/)).toHaveAttribute('placeholder', 'कोणत्या विषयी लिहीत आहात?');
    expect(screen.getByRole('complementary', { name: 'संपर्क माहिती' })).toHaveTextContent('इनोव्हेशन ब्लॉक, संगम विद्यापीठ परिसर');

    await user.click(screen.getByLabelText(/^संदेश/));
    await user.paste('x'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'संदेश पाठवा' }));
    expect(screen.getByText('विषय आवश्यक आहे')).toBeInTheDocument();
    expect(screen.getByText('संदेश जास्तीत जास्त ५,००० अक्षरांचा असावा')).toBeInTheDocument();

    // A message already on screen follows a switch back to English.
    await act(() => switchLanguage('en'));
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderWithRouter } from '../test/render';
import NotFound from './not-found';

describe('Not-found page', () => {
  it('shows 404, its title, the explanation, a way home and a support line', () => {
    renderWithRouter(<NotFound />, '/no-such-page');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Contact our support team/)).toBeInTheDocument();
  });
});

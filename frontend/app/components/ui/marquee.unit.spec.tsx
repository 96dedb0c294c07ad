import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Marquee } from './marquee';

describe('Marquee', () => {
  it('lists its items once for assistive technology and draws a hidden copy for the loop', () => {
    render(<Marquee label="Startups" items={['A', 'B', 'C'].map((name) => <span key={name}>{name}</span>)} />);
    const region = screen.getByRole('region', { name: 'Startups' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(region.querySelectorAll('li')).toHaveLength(6);
  });

  it('has a pause control and runs in reverse when asked', async () => {
    const user = userEvent.setup();
    render(<Marquee label="Startups" items={[<span key="a">A</span>]} reverse />);
    const region = screen.getByRole('region', { name: 'Startups' });
    const pause = screen.getByRole('button', { name: 'Pause Startups' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(region).toHaveAttribute('data-paused', 'true');
    expect(region.querySelector('.marquee-track')).toHaveAttribute('data-direction', 'reverse');
  });
});

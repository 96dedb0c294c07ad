import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChipGroup } from './chip';

const JOURNALS = ['All', 'Journal A', 'Journal B'] as const;
type Journal = (typeof JOURNALS)[number];

function Harness() {
  const [value, setValue] = useState<Journal>('All');
  return <ChipGroup label="Journal" options={JOURNALS} value={value} onChange={setValue} />;
}

describe('ChipGroup', () => {
  it('marks exactly the selected chip as pressed and toggles on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Journal' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Journal A' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Journal A' }));
    expect(screen.getByRole('button', { name: 'Journal A' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('renders nothing for an empty list of options', () => {
    render(<ChipGroup label="Category" options={[]} value="" onChange={() => undefined} />);
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
  });
});

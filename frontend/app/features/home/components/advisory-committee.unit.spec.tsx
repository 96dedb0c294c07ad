import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdvisoryMemberCard } from './advisory-committee';

const long = {
  img: '',
  name: 'Lt. Col. Vikram Singh',
  designation: 'Former Head of Innovation, Defence Research Establishment',
  linkedin: '#',
};

const short = {
  img: '/images/people/advisor-1.svg',
  name: 'Dr. Meera Kulkarni',
  designation: 'Dean, Research & Development',
  linkedin: 'https://www.linkedin.com/in/meera',
};

describe('AdvisoryMemberCard', () => {
  it('shows initials from the first and last words when there is no photo, ignoring titles', () => {
    render(<AdvisoryMemberCard member={long} />);
    expect(screen.getByTestId('member-initials')).toHaveTextContent('VS');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('cuts a designation over 30 characters to 30 plus an ellipsis, with Read More / Show Less', async () => {
    const user = userEvent.setup();
    render(<AdvisoryMemberCard member={long} />);
    expect(screen.getByText('Former Head of Innovation, Def...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Read More/ }));
    expect(screen.getByText(long.designation)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Show Less/ }));
    expect(screen.getByText('Former Head of Innovation, Def...')).toBeInTheDocument();
  });

  it('keeps the toggle per member', async () => {
    const user = userEvent.setup();
    const other = { ...long, name: 'Smt. Anjali Bhosale', designation: 'Chartered Accountant and Startup Finance Mentor' };
    render(
      <ul>
        <AdvisoryMemberCard member={long} />
        <AdvisoryMemberCard member={other} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Read More about Lt. Col. Vikram Singh' }));
    expect(screen.getByRole('button', { name: 'Show Less about Lt. Col. Vikram Singh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read More about Smt. Anjali Bhosale' })).toBeInTheDocument();
  });

  it('shows a short designation whole, a photo, and a profile link opening in a new tab', () => {
    render(<AdvisoryMemberCard member={short} />);
    expect(screen.getByText('Dean, Research & Development')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Dr. Meera Kulkarni' })).toBeInTheDocument();
    const profile = screen.getByRole('link', { name: /Dr\. Meera Kulkarni/ });
    expect(profile).toHaveAttribute('href', short.linkedin);
    expect(profile).toHaveAttribute('target', '_blank');
  });

  it('shows no profile link when the profile is #', () => {
    render(<AdvisoryMemberCard member={long} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nidhiPrayas } from '../../../content/funding/nidhi-prayas';
import { nidhiSss } from '../../../content/funding/nidhi-sss';
import { FaqSection } from './scheme-sections';

const expanded = (): string[] =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent ?? '');

describe('Scheme FAQ accordion', () => {
  it('starts closed and keeps at most one answer open', async () => {
    const user = userEvent.setup();
    render(<FaqSection title="Frequently Asked Questions" faqs={nidhiPrayas.faqs} />);
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(expanded()).toEqual([]);

    const [first, second] = nidhiPrayas.faqs;
    await user.click(screen.getByRole('button', { name: first!.question }));
    expect(expanded()).toEqual([first!.question]);
    expect(screen.getByRole('region', { name: first!.question })).toHaveAttribute('data-state', 'open');

    await user.click(screen.getByRole('button', { name: second!.question }));
    expect(expanded()).toEqual([second!.question]);
    expect(screen.getByRole('region', { name: first!.question, hidden: true })).toHaveAttribute('data-state', 'closed');
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqSection title="Frequently Asked Questions" faqs={nidhiSss.faqs} />);
    expect(screen.getAllByRole('button')).toHaveLength(5);
    const question = nidhiSss.faqs[2]!.question;
    await user.click(screen.getByRole('button', { name: question }));
    await user.click(screen.getByRole('button', { name: question }));
    expect(expanded()).toEqual([]);
  });
});

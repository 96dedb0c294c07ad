import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const items = [
  { id: 'q1', title: 'Who can apply?', content: 'Founders aged 18-35.' },
  { id: 'q2', title: 'Is equity taken?', content: 'No equity is taken.' },
  { id: 'q3', title: 'How long is it?', content: '12-18 months.' },
];

const trigger = (name: string): HTMLElement => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts with every item closed', () => {
    render(<Accordion items={items} single />);
    for (const item of items) expect(trigger(item.title)).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a single item open when single', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} single />);
    await user.click(trigger('Who can apply?'));
    expect(trigger('Who can apply?')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('Is equity taken?'));
    expect(trigger('Is equity taken?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Who can apply?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Is equity taken?' })).toHaveTextContent('No equity is taken.');
  });

  it('closes the open item when it is clicked again, leaving none open', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} single />);
    await user.click(trigger('How long is it?'));
    await user.click(trigger('How long is it?'));
    for (const item of items) expect(trigger(item.title)).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets several items open when not single', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(trigger('Who can apply?'));
    await user.click(trigger('Is equity taken?'));
    expect(trigger('Who can apply?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Is equity taken?')).toHaveAttribute('aria-expanded', 'true');
  });
});

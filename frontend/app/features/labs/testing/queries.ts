import { screen, within } from '@testing-library/react';

/** Titles of the cards currently shown in the list named `name`. */
export const shownTitles = (name: string): string[] =>
  within(screen.getByRole('list', { name }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');

export const chipsOf = (group: string): string[] =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((chip) => chip.textContent ?? '');

export const chip = (group: string, name: string): HTMLElement =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });

export const pager = (name: string): HTMLElement | null =>
  screen.queryByRole('navigation', { name });

export const currentPage = (name: string): string | null =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent ?? null;

export const pageButton = (pagerName: string, n: number): HTMLElement =>
  within(screen.getByRole('navigation', { name: pagerName })).getByRole('button', {
    name: `Page ${n}`,
  });

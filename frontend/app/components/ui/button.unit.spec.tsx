import { MessageChannel } from 'node:worker_threads';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { ScriptButton } from './button';

describe('ScriptButton', () => {
  it('is disabled in the prerendered page and pressable once hydrated, without a mismatch', async () => {
    const presses: string[] = [];
    const page = (
      <ScriptButton onClick={() => presses.push('next')} aria-label="Next page">
        Next
      </ScriptButton>
    );
    // The browser build of react-dom/server wants MessageChannel, which jsdom does not give.
    globalThis.MessageChannel ??= MessageChannel as unknown as typeof globalThis.MessageChannel;
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(page);
    expect(html).toMatch(/<button type="button" disabled=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button')!;
    button.click();
    expect(presses).toEqual([]);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(button.disabled).toBe(false);
    button.click();
    expect(presses).toEqual(['next']);
    container.remove();
  });

  it('keeps a disabled it is given after hydration, and works at once when first rendered in the browser', () => {
    render(
      <>
        <ScriptButton>Open</ScriptButton>
        <ScriptButton disabled>Previous</ScriptButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Open' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});

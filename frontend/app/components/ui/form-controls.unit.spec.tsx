import { MessageChannel } from 'node:worker_threads';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { FormControls } from './form-controls';

const form = (
  <form>
    <FormControls className="space-y-4">
      <select aria-label="User Type" defaultValue="">
        <option value="">Select user type</option>
        <option>Student</option>
      </select>
    </FormControls>
  </form>
);

describe('FormControls', () => {
  it('is disabled in the prerendered page and enabled once hydrated, without a mismatch', async () => {
    // The browser build of react-dom/server wants MessageChannel, which jsdom does not give.
    globalThis.MessageChannel ??= MessageChannel as unknown as typeof globalThis.MessageChannel;
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(form);
    expect(html).toMatch(/<fieldset disabled=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, form, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(fieldset.disabled).toBe(false);
    expect(fieldset).toHaveClass('space-y-4');
    container.remove();
  });
});

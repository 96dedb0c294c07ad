import type { Page, Request } from '@playwright/test';

/**
 * An image request the browser itself cancelled: its element left the page (a pager or carousel
 * swapped its cards) or the page navigated on while it loaded. That is the browser saving work,
 * not a fault of the site; a missing or failing image still shows as a 4xx/5xx response.
 */
const cancelledImage = (request: Request): boolean =>
  request.resourceType() === 'image' && request.failure()?.errorText === 'net::ERR_ABORTED';

/** Collects console errors, page errors and failed or 4xx/5xx requests while a test runs. */
export const watchProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!cancelledImage(request))
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
};

import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';

// 30.7: the console on a phone. Every screen fits 390 px, with its statuses and actions on screen.
const WIDTH = 390;
const SHOTS = process.env.CONSOLE_SHOTS_DIR;

const dayAhead = (days: number): string => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Nothing scrolls sideways: neither the page nor any scroll box inside it. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const doc = document.documentElement;
    const boxes = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .map((el) => `${el.tagName.toLowerCase()}[${el.getAttribute('aria-label') ?? el.className}] ${el.scrollWidth}>${el.clientWidth}`);
    return { page: doc.scrollWidth - doc.clientWidth, boxes };
  });

/** Visible and wholly inside the viewport's width. */
const onScreen = async (locator: Locator): Promise<void> => {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
};

test.use({ viewport: { width: WIDTH, height: 844 } });

test('30.7 console at 390 px: no screen scrolls sideways, statuses and actions are on screen, no log positions', async ({ page, request }) => {
  const name = `Narrow Console ${Date.now()}`;
  // The console journey (admin-console.spec.ts) books the 10 AM Prusa on random days of the same
  // range: this one takes another slot, so the two never meet on one cell.
  const date = dayAhead(40 + Math.floor(Math.random() * 45));
  const booked = await request.post('/api/bookings', {
    data: {
      timestamp: new Date().toISOString(),
      userType: 'Student',
      lab: 'FabricationLab',
      date,
      timeSlots: ['3:00 PM - 4:00 PM'],
      machines: [{ id: 'fab-prusa-mk4-1', name: 'Prusa MK4 3D Printer (Unit 1)' }],
      name,
      contactNumber: '9876543210',
      email: 'narrow.console.with.a.long.address@example.com',
      institute: 'College of Engineering',
    },
  });
  expect(booked.status()).toBe(201);
  const bookingId = ((await booked.json()) as { bookingId: string }).bookingId;
  const contact = await request.post('/api/submit-form', {
    data: { name: 'Narrow Reader', email: 'narrow.reader@example.com', subject: 'A question', message: 'A message long enough to wrap on a phone screen, twice over.' },
  });
  expect(contact.ok()).toBe(true);

  await page.goto('/sign-in?redirectTo=%2Fadmin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();

  const screens: { path: string; ready: (page: Page) => Promise<void> }[] = [
    {
      path: `/admin?q=${encodeURIComponent(name)}`,
      ready: async (p) => {
        const row = p.getByRole('table', { name: /Bookings matching the filters/ }).getByRole('row').filter({ hasText: name });
        await onScreen(row.getByText('requested', { exact: true }));
        await onScreen(row.getByRole('link', { name: `Open booking of ${name} on ${date}` }));
      },
    },
    {
      path: `/admin/lab-day?lab=FabricationLab&date=${date}`,
      ready: async (p) => {
        await onScreen(p.getByRole('button', { name: 'Previous day' }));
        await onScreen(p.getByRole('button', { name: 'Next day' }));
        await onScreen(p.getByRole('link', { name: new RegExp(`booking ${bookingId}`) }));
      },
    },
    {
      path: `/admin/history?lab=FabricationLab&date=${date}`,
      ready: async (p) => {
        await onScreen(p.getByRole('button', { name: 'Previous event' }));
        await onScreen(p.getByRole('link', { name: new RegExp(`booking ${bookingId}`) }));
      },
    },
    {
      path: `/admin/bookings/${bookingId}`,
      ready: async (p) => {
        await expect(p.getByRole('heading', { name: `Booking of ${name}` })).toBeVisible();
        await onScreen(p.getByRole('button', { name: 'Approve' }));
      },
    },
    { path: '/admin/users', ready: async (p) => onScreen(p.getByRole('combobox', { name: `Role of ${E2E_ADMIN.email}` })) },
    { path: '/admin/applications', ready: async (p) => expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible() },
    { path: '/admin/inbox', ready: async (p) => onScreen(p.getByRole('link', { name: 'narrow.reader@example.com' }).first()) },
    { path: '/admin/projections', ready: async (p) => onScreen(p.getByRole('button', { name: 'Rebuild booking-lists' })) },
  ];

  for (const screen of screens) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await screen.ready(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-${screen.path.split('?')[0]!.replace(/\W+/g, '-')}-390.png`, fullPage: true });
      expect(await sidewaysOverflow(page), screen.path).toEqual({ page: 0, boxes: [] });
      await expect(page.getByText(/log position/i)).toHaveCount(0);
    });
  }
});

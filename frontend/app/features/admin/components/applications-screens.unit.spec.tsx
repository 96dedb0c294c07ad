import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminApplicationResponse, ApplicationListItem, ExpertApplicationResponse } from '@centre/contracts';
import { ADMIN, fakeServer, renderConsole, type Call } from '../testing/console-test-kit';
import type { ConsoleUser } from './console-user';

const ID = '3f2b6d3c-1111-4aaa-8bbb-123456789abc';
const EXPERT: ConsoleUser = { id: 'u-x', email: 'expert@centre.example.edu', role: 'expert' };
const application = {
  applicationId: ID,
  founderName: 'Neha',
  email: 'neha@startup.example',
  phone: '9876543210',
  companyName: 'GreenGrid',
  industry: 'CleanTech',
  stage: 'Seed',
  description: 'Grids',
  teamSize: '2-5',
  teamMembers: 'Neha, Ali',
  fundingNeeded: '$50K-$250K',
  businessModel: 'SaaS',
  submittedAt: '2026-11-10T11:00:00.000Z',
  pitchDeck: { fileId: 'f', fileName: 'deck.pdf', mediaType: 'application/pdf', sizeBytes: 1000 },
};
const item: ApplicationListItem = {
  applicationId: ID,
  companyName: 'GreenGrid',
  founderName: 'Neha',
  industry: 'CleanTech',
  submittedAt: application.submittedAt,
  stage: 'under-review',
  outcome: null,
  summary: {
    reviews: 1,
    needed: 12,
    means: { team: 4, problem: 4, solution: 4, market: 4, traction: 4, fit: 4 },
    overall: 4,
    tally: { accept: 1, maybe: 0, reject: 0 },
    disagreement: true,
  },
  businessDays: 9,
  overdue: true,
};
const scores = { team: 4, problem: 4, solution: 4, market: 4, traction: 4, fit: 4 };

describe('the applications screens', () => {
  it('shows the admin each application’s stage, reviews in and needed, disagreement and overdue; a decision before the quorum asks why', async () => {
    const server = fakeServer({
      'GET /api/admin/applications': { body: { success: true, page: 1, pageSize: 20, total: 1, items: [item] } },
      [`GET /api/admin/applications/${ID}`]: {
        body: { success: true, item, application, reviews: [{ expertId: 'x', expertEmail: 'expert@centre.example.edu', scores, recommendation: 'accept', comment: 'Good', reviewedAt: '2026-11-11T10:00:00.000Z' }], conflicts: [], decision: null } satisfies AdminApplicationResponse,
      },
      [`POST /api/admin/applications/${ID}/decision/preview`]: { body: { success: true, to: 'neha@startup.example', subject: 'The decision on your application (APP-3F2B6D3C)', text: 'Dear Neha, …' } },
    });
    renderConsole('/admin/applications', ADMIN);
    expect(await screen.findByText('1 of 12')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByText('Disagreement')).toBeTruthy();
    expect(screen.getByText('9 of 5–7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open GreenGrid' }));
    expect(await screen.findByLabelText('Why decide before the quorum')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason, for the applicant'), { target: { value: 'Strong team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview the mail' }));
    expect(await screen.findByText('To neha@startup.example: The decision on your application (APP-3F2B6D3C)')).toBeTruthy();
    const preview = server.calls.find((c: Call) => c.url.endsWith('/decision/preview'));
    expect(preview?.body).toEqual({ outcome: 'accepted', reason: 'Strong team', earlyReason: '' });
  });

  it('shows an expert only their section, the deck inline, and no other review before theirs', async () => {
    const view: ExpertApplicationResponse = {
      success: true,
      application: { ...application, founderName: 'Hidden (blind review)' },
      blind: true,
      mine: null,
      conflicted: false,
      decided: false,
      others: [],
    };
    const server = fakeServer({
      'GET /api/expert/applications': { body: { success: true, items: [{ applicationId: ID, companyName: 'GreenGrid', industry: 'CleanTech', stage: 'Seed', submittedAt: application.submittedAt }] } },
      [`GET /api/expert/applications/${ID}`]: { body: view },
      [`PUT /api/expert/applications/${ID}/review`]: { body: { success: true, position: 9 } },
    });
    renderConsole('/admin', EXPERT);
    expect(await screen.findByRole('link', { name: 'Review applications' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bookings' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Review GreenGrid' }));
    expect(await screen.findByTitle('Pitch deck of GreenGrid')).toBeTruthy();
    expect(screen.getByText('You will see the others’ reviews once yours is in.')).toBeTruthy();
    expect(screen.getByText('Blind review: the founders’ names are hidden.')).toBeTruthy();
    for (const label of ['Team (1–5)', 'Problem (1–5)', 'Solution (1–5)', 'Market (1–5)', 'Traction (1–5)', 'Fit with the centre (1–5)']) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: '4' } });
    }
    fireEvent.click(screen.getByLabelText('maybe'));
    // Once in, the others' reviews show, without their authors.
    server.set(`GET /api/expert/applications/${ID}`, {
      body: { ...view, mine: { expertId: 'u-x', expertEmail: EXPERT.email, scores, recommendation: 'maybe', comment: '', reviewedAt: '2026-11-12T10:00:00.000Z' }, others: [{ scores, recommendation: 'accept', comment: 'Strong team', reviewedAt: '2026-11-11T10:00:00.000Z' }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit the review' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ scores, recommendation: 'maybe', comment: '' });
    expect(await screen.findByText('Strong team')).toBeTruthy();
    expect(screen.getByText(/^Your review is saved/)).toBeTruthy();
  });
});

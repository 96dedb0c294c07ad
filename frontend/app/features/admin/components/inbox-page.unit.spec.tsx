import { screen, within } from '@testing-library/react';
import { fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

describe('Inbox section', () => {
  it('lists contact messages and applications, each application with its pitch deck link', async () => {
    fakeServer({
      'GET /api/admin/inbox/messages': {
        body: {
          success: true,
          page: 1,
          pageSize: 10,
          total: 1,
          items: [{ messageId: 'm1', name: 'Kiran', email: 'kiran@example.org', subject: 'Visit', message: 'Can we visit?', receivedAt: '2026-11-20T10:00:00.000Z' }],
        },
      },
      'GET /api/admin/inbox/applications': {
        body: {
          success: true,
          page: 1,
          pageSize: 10,
          total: 25,
          items: [
            {
              applicationId: '3f2b6d3c-1111-4aaa-8bbb-123456789abc',
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
              submittedAt: '2026-11-20T11:00:00.000Z',
              pitchDeck: { fileName: 'deck.pdf', mediaType: 'application/pdf', sizeBytes: 1000 },
            },
          ],
        },
      },
    });
    renderConsole('/admin/inbox', REVIEWER);
    const messages = await screen.findByRole('table', { name: 'Contact messages, newest first' });
    expect(within(messages).getByRole('rowheader', { name: 'Kiran' })).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'kiran@example.org' })).toHaveAttribute('href', 'mailto:kiran@example.org');
    const applications = await screen.findByRole('table', { name: 'Startup applications, newest first' });
    expect(within(applications).getByRole('rowheader', { name: 'GreenGrid' })).toBeInTheDocument();
    expect(within(applications).getByRole('link', { name: 'Download the pitch deck of GreenGrid (deck.pdf)' })).toHaveAttribute(
      'href',
      '/api/admin/inbox/applications/3f2b6d3c-1111-4aaa-8bbb-123456789abc/pitch-deck',
    );
    expect(screen.getByRole('navigation', { name: 'Application pages' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contact message pages' })).not.toBeInTheDocument();
  });
});

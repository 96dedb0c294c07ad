import { render, screen } from '@testing-library/react';
import { APPLICATION_CONSENT_TEXT, type ApplicationSubmissionView } from '@centre/contracts';
import { ApplicationFields } from './application-parts';

const base: ApplicationSubmissionView = {
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
  submittedAt: '2026-11-10T11:00:00.000Z',
  pitchDeck: { fileId: 'f', fileName: 'deck.pdf', mediaType: 'application/pdf', sizeBytes: 1000 },
};

describe('29.6 an application as the console and the experts read it', () => {
  it('shows the rupee band, the scheme by the funding pages’ name and the consent with its time', () => {
    render(
      <ApplicationFields
        application={{
          ...base,
          industry: 'AgriTech',
          fundingNeeded: '₹50 lakh – ₹1 crore',
          currentRevenue: 'Under ₹1 lakh',
          scheme: 'nidhi-eir',
          consent: { givenAt: '2026-11-10T11:00:00.000Z', text: APPLICATION_CONSENT_TEXT.en },
        }}
      />,
    );
    expect(screen.getByText('₹50 lakh – ₹1 crore')).toBeTruthy();
    expect(screen.getByText('Under ₹1 lakh')).toBeTruthy();
    expect(screen.getByText('NIDHI Entrepreneur in Residence')).toBeTruthy();
    expect(screen.getByText(/^Given .*I agree that Sangam Innovation Centre stores/)).toBeTruthy();
  });

  it("shows the spec's old dollar band as sent, and neither scheme nor consent where none was given", () => {
    render(<ApplicationFields application={base} />);
    expect(screen.getByText('$50K-$250K')).toBeTruthy();
    expect(screen.queryByText('Scheme applied for')).toBeNull();
    expect(screen.queryByText('Consent to processing')).toBeNull();
  });

  it('names incubation alone in words', () => {
    render(<ApplicationFields application={{ ...base, scheme: 'incubation' }} />);
    expect(screen.getByText('Incubation only (no funding scheme)')).toBeTruthy();
  });
});

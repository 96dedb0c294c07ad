import { act, render, screen } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n';
import { ApplicationStatus } from './application-status';

const ID = '3f2b6d3c-1111-4aaa-8bbb-123456789abc';

const serve = (status: number, body: unknown) => {
  const urls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return urls;
};

const decided = {
  success: true,
  reference: 'APP-3F2B6D3C',
  companyName: 'GreenGrid',
  submittedAt: '2026-11-20T11:00:00.000Z',
  fundingNeeded: '₹50 lakh – ₹1 crore',
  scheme: 'sisfs',
  status: 'decided',
  outcome: 'waitlisted',
  reason: 'Come back with traction',
};

describe('the applicant’s status page', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('asks with the link’s id and token and says, in plain words, that it is decided and why', async () => {
    const urls = serve(200, decided);
    render(<ApplicationStatus id={ID} token="tok" />);
    expect(await screen.findByText('Your application is on our waiting list.')).toBeTruthy();
    expect(screen.getByText('APP-3F2B6D3C')).toBeTruthy();
    expect(screen.getByText('Come back with traction')).toBeTruthy();
    expect(urls).toEqual([`/api/applications/${ID}/status?token=tok`]);
  });

  it('29.6 shows the scheme by its name and the rupee band in the visitor’s language, or the old dollar band as sent', async () => {
    serve(200, decided);
    const { unmount } = render(<ApplicationStatus id={ID} token="tok" />);
    expect(await screen.findByText('Startup India Seed Fund Scheme')).toBeTruthy();
    expect(screen.getByText('₹50 lakh – ₹1 crore')).toBeTruthy();
    unmount();
    await act(() => switchLanguage('mr'));
    const marathi = render(<ApplicationStatus id={ID} token="tok" />);
    expect(await screen.findByText('₹५० लाख – ₹१ कोटी')).toBeTruthy();
    marathi.unmount();
    await act(() => switchLanguage('en'));
    serve(200, { ...decided, fundingNeeded: '$50K-$250K', scheme: null });
    render(<ApplicationStatus id={ID} token="tok" />);
    expect(await screen.findByText('$50K-$250K')).toBeTruthy();
    expect(screen.queryByText('Scheme Applied For')).toBeNull();
  });

  it('says in Marathi that the application is under review', async () => {
    serve(200, { ...decided, status: 'under-review', outcome: null, reason: null });
    await act(() => switchLanguage('mr'));
    render(<ApplicationStatus id={ID} token="tok" />);
    expect(await screen.findByText('तपासणी सुरू: आमचे तज्ज्ञ तुमचा अर्ज वाचत आहेत.')).toBeTruthy();
    expect(screen.getByText('अर्ज केल्यापासून ५ ते ७ कामकाजाच्या दिवसांत आम्ही निर्णय घेतो आणि तुम्हाला ईमेलने कळवतो.')).toBeTruthy();
  });

  it('says a link without its token, or one the server does not know, is not valid', async () => {
    const urls = serve(404, { success: false, code: 'NOT_FOUND', message: 'x' });
    const { unmount } = render(<ApplicationStatus id={ID} token={undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('This status link is not valid. Please use the link in the mail we sent you.');
    expect(urls).toEqual([]);
    unmount();
    render(<ApplicationStatus id={ID} token="forged" />);
    expect((await screen.findByRole('alert')).textContent).toBe('This status link is not valid. Please use the link in the mail we sent you.');
  });
});

import { signReviewToken } from '../../auth/review-link.js';
import { startBackend, tempDataDir, type BackendProcess } from '../../testing/backend-process.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  REVIEW_LINK_SECRET,
  bookingBody,
  centreDate,
  labFacilities,
  postJson,
  signIn,
} from '../testing/backend-client.js';

// DESIGN 6, asked of one real backend process: a reviewer given labs decides those labs'
// bookings only (signed in or through a review link) and reads every lab's; a reviewer given
// none decides every lab's, as before labs existed; an admin decides everything.

const PASSWORD = 'a-long-enough-reviewer-password';

describe("27.4 reviewers' reach", () => {
  const data = tempDataDir();
  let backend: BackendProcess;
  let adminCookie: string;
  let bioCookie: string;
  let bioReviewerId: string;
  let anyCookie: string;
  const date = centreDate(2);

  const createReviewer = async (email: string, labs: string[]): Promise<string> => {
    const created = await postJson(`${backend.url}/api/admin/users`, { email, password: PASSWORD, role: 'reviewer' }, { Cookie: adminCookie });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { user: { id: string } }).user.id;
    if (labs.length > 0) {
      const changed = await fetch(`${backend.url}/api/admin/users/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', Cookie: adminCookie },
        body: JSON.stringify({ labs }),
      });
      expect(changed.status).toBe(200);
    }
    return id;
  };

  /** A new request of `lab`, on its own cell. */
  let slot = 0;
  const book = async (lab: string): Promise<string> => {
    const facilities = await labFacilities(backend.url, lab);
    const res = await postJson(`${backend.url}/api/bookings`, bookingBody(lab, date, [slot++], facilities.slice(0, 1)));
    expect(res.status).toBe(201);
    return ((await res.json()) as { bookingId: string }).bookingId;
  };

  const statusOf = async (id: string): Promise<string> =>
    ((await (await fetch(`${backend.url}/api/admin/bookings/${id}`, { headers: { Cookie: adminCookie } })).json()) as { booking: { status: string } }).booking
      .status;

  beforeAll(async () => {
    // A loaded machine may take a while to start a whole backend.
    backend = await startBackend({ DATA_DIR: data.dir, ADMIN_EMAIL, ADMIN_PASSWORD, REVIEW_LINK_SECRET }, 90_000);
    adminCookie = await signIn(backend.url);
    bioReviewerId = await createReviewer('bio.reviewer@centre.example.edu', ['BioLab']);
    await createReviewer('any.reviewer@centre.example.edu', []);
    bioCookie = await signIn(backend.url, 'bio.reviewer@centre.example.edu', PASSWORD);
    anyCookie = await signIn(backend.url, 'any.reviewer@centre.example.edu', PASSWORD);
  }, 150_000);

  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  it('tells the console which labs a reviewer decides: their own, or none named (every lab)', async () => {
    const me = async (cookie: string) => ((await (await fetch(`${backend.url}/api/auth/me`, { headers: { Cookie: cookie } })).json()) as { user: { labs?: string[] } }).user;
    expect((await me(bioCookie)).labs).toEqual(['BioLab']);
    expect((await me(anyCookie)).labs).toBeUndefined();
    expect((await me(adminCookie)).labs).toBeUndefined();
  });

  it("refuses a reviewer given labs on another lab's booking with 403 and a message naming both, and changes nothing", async () => {
    const fabrication = await book('FabricationLab');
    const routes: Array<[string, string, unknown]> = [
      ['POST', `/api/bookings/${fabrication}/approve`, {}],
      ['POST', `/api/bookings/${fabrication}/reject`, {}],
      ['PUT', `/api/bookings/${fabrication}/status`, { status: 'approve' }],
      ['POST', `/api/bookings/${fabrication}/cancel`, { reason: 'Not needed' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await fetch(`${backend.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', Cookie: bioCookie },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { success: boolean; code: string; message: string };
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
      expect(answer).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(answer.message).toBe(
        'This booking is for Fabrication Lab. You decide bookings for Bio Lab only: an admin can decide this one, or give you this lab.',
      );
    }
    expect(await statusOf(fabrication)).toBe('requested');
    // Reading stays open: the console shows it, read-only.
    expect((await fetch(`${backend.url}/api/admin/bookings/${fabrication}`, { headers: { Cookie: bioCookie } })).status).toBe(200);
    expect((await fetch(`${backend.url}/api/bookings/${fabrication}`, { headers: { Cookie: bioCookie } })).status).toBe(200);
  });

  it('refuses the same through a review link mailed before the labs were given', async () => {
    const fabrication = await book('FabricationLab');
    const token = signReviewToken(fabrication, bioReviewerId, new Date(Date.now() + 3_600_000), REVIEW_LINK_SECRET);
    const res = await postJson(`${backend.url}/api/bookings/${fabrication}/approve?token=${encodeURIComponent(token)}`, {});
    expect(res.status).toBe(403);
    expect(await statusOf(fabrication)).toBe('requested');
    // The link still opens the booking to read.
    expect((await fetch(`${backend.url}/api/bookings/${fabrication}?token=${encodeURIComponent(token)}`)).status).toBe(200);
  });

  it('lets a reviewer given labs decide their own, a reviewer given none any lab, and an admin everything', async () => {
    const bio = await book('BioLab');
    expect((await postJson(`${backend.url}/api/bookings/${bio}/approve`, {}, { Cookie: bioCookie })).status).toBe(200);
    expect(await statusOf(bio)).toBe('approved');

    const byAny = await book('FabricationLab');
    expect((await postJson(`${backend.url}/api/bookings/${byAny}/reject`, {}, { Cookie: anyCookie })).status).toBe(200);
    expect(await statusOf(byAny)).toBe('rejected');

    const byAdmin = await book('MediaLab');
    expect((await postJson(`${backend.url}/api/bookings/${byAdmin}/approve`, {}, { Cookie: adminCookie })).status).toBe(200);
    expect((await postJson(`${backend.url}/api/bookings/${byAdmin}/cancel`, { reason: 'Lab closed for a visit' }, { Cookie: adminCookie })).status).toBe(200);
    expect(await statusOf(byAdmin)).toBe('cancelled');
  });
});

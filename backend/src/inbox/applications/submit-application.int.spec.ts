import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import {
  APPLICATION_CONSENT_TEXT,
  APPLICATION_MESSAGES,
  FIX_ERRORS_BEFORE_SUBMIT,
  PITCH_DECK_MAX_BYTES,
  type StartupApplicationSubmitted,
} from '@centre/contracts';
import { createInboxTestApp, TEST_NOW, type InboxTestApp } from '../testing/inbox-test-app.js';
import {
  cfbFile,
  filler,
  minimalDocx,
  minimalPdf,
  minimalPptx,
  windowsExecutable,
  zipOf,
} from '../testing/pitch-deck.fixtures.js';
import { UPLOAD_MESSAGES } from './pitch-deck.upload.js';

/** The body the spec's old client sends: its industries and dollar bands, no scheme, no consent. */
const SPEC_FIELDS: Record<string, string> = {
  founderName: 'Meera Kulkarni',
  email: 'meera@aarogya.example',
  phone: '+91 98765 43210',
  companyName: 'Aarogya Sense',
  website: 'https://aarogya-sense.example',
  industry: 'Healthcare',
  stage: 'Prototype',
  description: 'Wearable patches that track vital signs at home.',
  teamSize: '2-5',
  teamMembers: 'Meera Kulkarni (CEO), Rohan Deshpande (CTO)',
  fundingNeeded: '$50K-$250K',
  currentRevenue: 'Pre-revenue',
  businessModel: 'Subscription per monitored patient, paid by hospitals.',
  additionalInfo: 'Piloting with two district hospitals.',
};

/** What the wizard's fields hold (the consent box is sent as a field of its own). */
const WIZARD_DATA: Record<string, string> = {
  ...SPEC_FIELDS,
  industry: 'HealthTech',
  fundingNeeded: '₹10 lakh – ₹25 lakh',
  currentRevenue: 'Under ₹1 lakh',
  scheme: 'nidhi-prayas',
};

/** The body the wizard sends. */
const FIELDS: Record<string, string> = { ...WIZARD_DATA, consent: 'yes' };

interface Upload {
  content: Buffer;
  fileName: string;
  contentType?: string;
  field?: string;
}

describe('POST /api/applications', () => {
  let t: InboxTestApp;

  beforeAll(async () => {
    // Many applications from one test address: the per-address limit has a suite of its own (26.5).
    t = await createInboxTestApp({ APPLICATIONS_PER_HOUR: '1000' });
  });

  afterAll(async () => {
    await t.close();
  });

  const submit = (fields: Record<string, string>, ...files: Upload[]) => {
    let req = request(t.app.getHttpServer()).post('/api/applications');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    for (const file of files) {
      req = req.attach(file.field ?? 'pitchDeck', file.content, {
        filename: file.fileName,
        contentType: file.contentType ?? 'application/octet-stream',
      });
    }
    return req;
  };

  /** A refusal: 4xx, the error body, and nothing left behind — no event, no file, no temp file. */
  const expectRefusedAndNothingKept = async (
    response: request.Response,
    before: { events: number; files: number },
    status = 400,
  ) => {
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe('string');
    expect((await t.events()).length).toBe(before.events);
    expect(t.storedFiles()).toHaveLength(before.files);
    expect(t.tempFiles()).toEqual([]);
  };

  const snapshot = async () => ({ events: (await t.events()).length, files: t.storedFiles().length });

  it('keeps a PDF pitch deck and records the application', async () => {
    const before = await snapshot();
    const pdf = minimalPdf();
    const response = await submit(FIELDS, { content: pdf, fileName: 'Aarogya Sense deck.pdf', contentType: 'application/pdf' });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: APPLICATION_MESSAGES.submitted });
    const applicationId = response.body.applicationId as string;

    const { events } = await t.store.readStream(`application-${applicationId}`);
    expect(events).toHaveLength(1);
    const event = events[0]?.event as StartupApplicationSubmitted;
    expect(event).toMatchObject({
      type: 'StartupApplicationSubmitted',
      version: 1,
      occurredAt: TEST_NOW.toISOString(),
      actor: { kind: 'visitor' },
      data: {
        applicationId,
        ...WIZARD_DATA,
        pitchDeck: { fileName: 'Aarogya Sense deck.pdf', mediaType: 'application/pdf', sizeBytes: pdf.length },
      },
    });
    const { fileId } = event.data.pitchDeck;
    expect(await readFile(join(t.uploadsDir, fileId))).toEqual(pdf);
    expect(t.storedFiles()).toHaveLength(before.files + 1);
    expect(t.tempFiles()).toEqual([]);
  });

  it.each([
    ['mr', 'mr'],
    ['en', 'en'],
    ['xx', 'en'],
    [undefined, 'en'],
  ])('29 records the language the applicant applied in (%s → %s): their mails go in it', async (given, recorded) => {
    const response = await submit({ ...FIELDS, ...(given !== undefined && { language: given }) }, { content: minimalPdf(), fileName: 'deck.pdf' });
    expect(response.status).toBe(201);
    const { events } = await t.store.readStream(`application-${response.body.applicationId as string}`);
    expect((events[0]?.event as StartupApplicationSubmitted).data.language).toBe(recorded);
  });

  describe('29.6 rupees, sectors, the scheme and the consent', () => {
    const eventOf = async (response: request.Response): Promise<StartupApplicationSubmitted> => {
      const { events } = await t.store.readStream(`application-${response.body.applicationId as string}`);
      return events[0]?.event as StartupApplicationSubmitted;
    };

    it('records the rupee bands, the sector, the scheme and the consent in the words read, with the time it arrived', async () => {
      const response = await submit({ ...FIELDS, language: 'mr' }, { content: minimalPdf(), fileName: 'deck.pdf' });
      expect(response.status).toBe(201);
      const { data } = await eventOf(response);
      expect(data).toMatchObject({ industry: 'HealthTech', fundingNeeded: '₹10 lakh – ₹25 lakh', currentRevenue: 'Under ₹1 lakh', scheme: 'nidhi-prayas' });
      expect(data.consent).toEqual({ givenAt: TEST_NOW.toISOString(), text: APPLICATION_CONSENT_TEXT.mr });
    });

    it("still accepts the spec's old body with its dollar bands, recorded as sent, without scheme or consent", async () => {
      const response = await submit(SPEC_FIELDS, { content: minimalPdf(), fileName: 'deck.pdf' });
      expect(response.status).toBe(201);
      const { data } = await eventOf(response);
      expect(data).toMatchObject({ industry: 'Healthcare', fundingNeeded: '$50K-$250K', currentRevenue: 'Pre-revenue' });
      expect('scheme' in data).toBe(false);
      expect('consent' in data).toBe(false);
    });

    it('refuses a wizard body without the consent or with a scheme not on the list, keeping nothing', async () => {
      const before = await snapshot();
      const response = await submit({ ...WIZARD_DATA, scheme: 'lottery' }, { content: minimalPdf(), fileName: 'deck.pdf' });
      await expectRefusedAndNothingKept(response, before);
      expect(response.body.fieldCodes).toEqual({ consent: 'application.consentRequired', scheme: 'application.schemeInvalid' });
      expect(response.body.errors.consent).toBe(APPLICATION_MESSAGES.consentRequired);
    });

    it('refuses a mix: rupee funding with a dollar revenue band', async () => {
      const response = await submit({ ...FIELDS, currentRevenue: '<$10K' }, { content: minimalPdf(), fileName: 'deck.pdf' });
      expect(response.status).toBe(400);
      expect(response.body.fieldCodes).toEqual({ currentRevenue: 'application.currentRevenueInvalid' });
    });
  });

  it('leaves blank optional fields out of the event', async () => {
    const { website: _w, currentRevenue: _c, ...required } = FIELDS;
    const response = await submit({ ...required, additionalInfo: '   ' }, { content: minimalPdf(), fileName: 'deck.pdf' });
    expect(response.status).toBe(201);
    const { events } = await t.store.readStream(`application-${response.body.applicationId as string}`);
    const data = (events[0]?.event as StartupApplicationSubmitted).data;
    expect(data).not.toHaveProperty('website');
    expect(data).not.toHaveProperty('currentRevenue');
    expect(data).not.toHaveProperty('additionalInfo');
  });

  it.each([
    ['docx', minimalDocx(), 'deck.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['pptx', minimalPptx(), 'Deck.PPTX', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['doc', cfbFile(), 'deck.doc', 'application/msword'],
    ['ppt', cfbFile(), 'deck.ppt', 'application/vnd.ms-powerpoint'],
  ])('accepts a %s whose content matches its name', async (_kind, content, fileName, mediaType) => {
    const response = await submit(FIELDS, { content, fileName });
    expect(response.status).toBe(201);
    const { events } = await t.store.readStream(`application-${response.body.applicationId as string}`);
    expect((events[0]?.event as StartupApplicationSubmitted).data.pitchDeck).toMatchObject({ fileName, mediaType });
    expect(t.tempFiles()).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const content = Buffer.concat([minimalPdf(), filler(PITCH_DECK_MAX_BYTES - minimalPdf().length)]);
    expect(content.length).toBe(PITCH_DECK_MAX_BYTES);
    const response = await submit(FIELDS, { content, fileName: 'big.pdf' });
    expect(response.status).toBe(201);
  });

  it('refuses a 12 MB file while it streams, with the spec message, keeping nothing', async () => {
    const before = await snapshot();
    const content = Buffer.concat([minimalPdf(), filler(12 * 1024 * 1024)]);
    const response = await submit(FIELDS, { content, fileName: 'huge.pdf', contentType: 'application/pdf' });
    await expectRefusedAndNothingKept(response, before, 413);
    expect(response.body.message).toBe(APPLICATION_MESSAGES.pitchDeckTooLarge);
    expect(response.body.errors).toEqual({ pitchDeck: APPLICATION_MESSAGES.pitchDeckTooLarge });
  });

  it.each([
    ['a renamed .exe (MZ header)', windowsExecutable(), 'deck.pdf'],
    ['an .exe', windowsExecutable(), 'setup.exe'],
    ['a text file named .pdf', Buffer.from('just some text, not a PDF'), 'deck.pdf'],
    ['a PDF named .docx', minimalPdf(), 'deck.docx'],
    ['a Word document named .pptx', minimalDocx(), 'deck.pptx'],
    ['a plain zip named .docx', zipOf({ 'readme.txt': 'hello' }), 'deck.docx'],
    ['a PDF named .txt', minimalPdf(), 'deck.txt'],
    ['a file without an extension', minimalPdf(), 'deck'],
    ['an empty file', Buffer.alloc(0), 'deck.pdf'],
  ])('refuses %s with the file-type message, keeping nothing', async (_label, content, fileName) => {
    const before = await snapshot();
    const response = await submit(FIELDS, { content, fileName, contentType: 'application/pdf' });
    await expectRefusedAndNothingKept(response, before);
    expect(response.body.message).toBe(APPLICATION_MESSAGES.pitchDeckWrongType);
    expect(response.body.errors).toEqual({ pitchDeck: APPLICATION_MESSAGES.pitchDeckWrongType });
  });

  it('asks for the pitch deck when none is attached', async () => {
    const before = await snapshot();
    const response = await submit(FIELDS);
    await expectRefusedAndNothingKept(response, before);
    expect(response.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: APPLICATION_MESSAGES.pitchDeckRequired,
      messageCode: 'application.pitchDeckRequired',
      errors: { pitchDeck: APPLICATION_MESSAGES.pitchDeckRequired },
      fieldCodes: { pitchDeck: 'application.pitchDeckRequired' },
    });
  });

  it('names every invalid field, and keeps nothing of a good file sent with them', async () => {
    const before = await snapshot();
    const response = await submit(
      { ...FIELDS, founderName: ' ', email: 'meera(at)example', website: 'aarogya.example', industry: 'Space', teamSize: '' },
      { content: minimalPdf(), fileName: 'deck.pdf' },
    );
    await expectRefusedAndNothingKept(response, before);
    expect(response.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: FIX_ERRORS_BEFORE_SUBMIT,
      messageCode: 'common.fixErrors',
      errors: {
        founderName: APPLICATION_MESSAGES.founderNameRequired,
        email: APPLICATION_MESSAGES.emailInvalid,
        website: APPLICATION_MESSAGES.websiteInvalid,
        industry: APPLICATION_MESSAGES.industryInvalid,
        teamSize: APPLICATION_MESSAGES.teamSizeRequired,
      },
      fieldCodes: {
        founderName: 'application.founderNameRequired',
        email: 'application.emailInvalid',
        website: 'application.websiteInvalid',
        industry: 'application.industryInvalid',
        teamSize: 'application.teamSizeRequired',
      },
    });
  });

  it('reports a bad file beside bad fields', async () => {
    const before = await snapshot();
    const response = await submit({ ...FIELDS, phone: '' }, { content: windowsExecutable(), fileName: 'deck.pdf' });
    await expectRefusedAndNothingKept(response, before);
    expect(response.body.message).toBe(FIX_ERRORS_BEFORE_SUBMIT);
    expect(response.body.errors).toEqual({
      phone: APPLICATION_MESSAGES.phoneRequired,
      pitchDeck: APPLICATION_MESSAGES.pitchDeckWrongType,
    });
  });

  it('refuses a field over its length limit', async () => {
    const before = await snapshot();
    const response = await submit({ ...FIELDS, description: 'd'.repeat(5001) }, { content: minimalPdf(), fileName: 'deck.pdf' });
    await expectRefusedAndNothingKept(response, before);
    expect(Object.keys(response.body.errors as object)).toEqual(['description']);
  });

  it('refuses a field too large to read at all', async () => {
    const before = await snapshot();
    const response = await submit({ ...FIELDS, teamMembers: 'x'.repeat(30_000) }, { content: minimalPdf(), fileName: 'deck.pdf' });
    await expectRefusedAndNothingKept(response, before);
    expect(response.body.errors).toEqual({ teamMembers: UPLOAD_MESSAGES.fieldTooLong });
  });

  it('refuses two files, or a file under another name, keeping neither', async () => {
    const before = await snapshot();
    const two = await submit(
      FIELDS,
      { content: minimalPdf(), fileName: 'a.pdf' },
      { content: minimalPdf(), fileName: 'b.pdf' },
    );
    await expectRefusedAndNothingKept(two, before);
    expect(two.body.message).toBe(UPLOAD_MESSAGES.oneFileOnly);

    const elsewhere = await submit(FIELDS, { content: minimalPdf(), fileName: 'a.pdf', field: 'deck' });
    await expectRefusedAndNothingKept(elsewhere, before);
    expect(elsewhere.body.message).toBe(UPLOAD_MESSAGES.oneFileOnly);
  });

  it('refuses a JSON body without a file', async () => {
    const before = await snapshot();
    const response = await request(t.app.getHttpServer()).post('/api/applications').send(FIELDS);
    await expectRefusedAndNothingKept(response, before);
    expect(response.body.errors).toEqual({ pitchDeck: APPLICATION_MESSAGES.pitchDeckRequired });
  });

  it('refuses a malformed multipart body', async () => {
    const before = await snapshot();
    const response = await request(t.app.getHttpServer())
      .post('/api/applications')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="pitchDeck"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc');
    await expectRefusedAndNothingKept(response, before);
    expect(response.body.message).toBe(UPLOAD_MESSAGES.unreadable);
  });

  it('refuses a post from another site, keeping nothing', async () => {
    const before = await snapshot();
    const response = await submit(FIELDS, { content: minimalPdf(), fileName: 'deck.pdf' }).set('Origin', 'https://elsewhere.example.com');
    expect(response.status).toBe(403);
    expect((await t.events()).length).toBe(before.events);
    expect(t.storedFiles()).toHaveLength(before.files);
  });

  it('removes the kept file again when the log refuses the event', async () => {
    const before = await snapshot();
    const append = jest.spyOn(t.store, 'append').mockRejectedValueOnce(new Error('disk full'));
    try {
      const response = await submit(FIELDS, { content: minimalPdf(), fileName: 'deck.pdf' });
      expect(response.status).toBe(500);
      expect(response.body.success).toBe(false);
    } finally {
      append.mockRestore();
    }
    expect((await t.events()).length).toBe(before.events);
    expect(t.storedFiles()).toHaveLength(before.files);
    expect(t.tempFiles()).toEqual([]);
  });

  it('leaves no partial file behind when the visitor aborts the upload', async () => {
    const before = await snapshot();
    const server = t.app.getHttpServer() as import('node:http').Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const boundary = 'centreBoundary7MA4YWxkTrZu0gW';
    const head = Buffer.from(
      Object.entries(FIELDS)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="pitchDeck"; filename="deck.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/applications',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + 5_000_000) },
    });
    client.on('error', () => undefined);
    client.write(head);
    client.write(minimalPdf());
    client.write(filler(1_000_000));

    const waitUntil = async (condition: () => boolean, what: string) => {
      const deadline = Date.now() + 5_000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await waitUntil(() => t.tempFiles().length > 0, 'the upload reaches a temp file');
    client.destroy();
    await waitUntil(() => t.tempFiles().length === 0, 'the partial file is removed');

    expect((await t.events()).length).toBe(before.events);
    expect(t.storedFiles()).toHaveLength(before.files);
  });

  it('never answers 5xx to generated field sets, and keeps something only on 201', async () => {
    const known = Object.keys(FIELDS);
    const name = fc.oneof(
      fc.constantFrom(...known),
      fc.constantFrom('__proto__', 'constructor', 'a[0]', 'a[999999999]', 'x[y][z]', 'pitchDeck', 'baseId'),
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,12}$/),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom(...Object.values(FIELDS), '', '   ', 'Other', 'Seed', '21+', '>$5M'),
    );
    const file = fc.option(
      fc.record({
        kind: fc.constantFrom('pdf', 'docx', 'cfb', 'exe', 'bytes'),
        bytes: fc.uint8Array({ maxLength: 64 }),
        fileName: fc.oneof(
          fc.constantFrom('deck.pdf', 'deck.docx', 'deck.doc', 'deck.ppt', 'deck.pptx', 'deck.exe', 'deck', '.pdf', '../../x.pdf'),
          fc.string({ maxLength: 20 }).map((s) => `${s}.pdf`),
        ),
      }),
      { nil: undefined },
    );
    const contentOf = (kind: string, bytes: Uint8Array): Buffer => {
      switch (kind) {
        case 'pdf':
          return minimalPdf();
        case 'docx':
          return minimalDocx();
        case 'cfb':
          return cfbFile();
        case 'exe':
          return windowsExecutable();
        default:
          return Buffer.from(bytes);
      }
    };
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.tuple(name, value), { maxLength: 20 }),
        file,
        async (startFromValid, pairs, generatedFile) => {
          const fields: Record<string, string> = startFromValid ? { ...FIELDS } : {};
          for (const [key, text] of pairs) fields[key] = text;
          const before = await snapshot();
          const files = generatedFile
            ? [{ content: contentOf(generatedFile.kind, generatedFile.bytes), fileName: generatedFile.fileName.replace(/["\r\n]/g, '') || 'x' }]
            : [];
          const response = await submit(fields, ...files);
          expect(response.status).toBeLessThan(500);
          expect(t.tempFiles()).toEqual([]);
          if (response.status === 201) {
            expect((await t.events()).length).toBe(before.events + 1);
            expect(t.storedFiles()).toHaveLength(before.files + 1);
          } else {
            expect(response.status).toBeGreaterThanOrEqual(400);
            expect(response.body.success).toBe(false);
            expect(typeof response.body.message).toBe('string');
            expect((await t.events()).length).toBe(before.events);
            expect(t.storedFiles()).toHaveLength(before.files);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

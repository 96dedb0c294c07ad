import { SMTPServer } from 'smtp-server';
import { createMailTransport } from './mail.transport.js';
import { messageIdOf } from './mime-message.js';

// 26.3: a recipient is handed to nodemailer as an address object, so nothing in it is read as
// a display name, a comment or a second address, whatever passed the rules before it.

const startSmtp = async () => {
  const rcptTo: string[] = [];
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      rcptTo.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { rcptTo, messages, url: `smtp://127.0.0.1:${port}?pool=false`, close: () => new Promise<void>((r) => server.close(() => r())) };
};

describe('26.3 one plain email address', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => (smtp = await startSmtp()));
  afterAll(() => smtp.close());

  const send = async (to: string): Promise<unknown> => {
    const transport = createMailTransport({ from: 'bookings@centre.test', smtpUrl: smtp.url, outboxDir: '' });
    try {
      await transport.send({ key: `k-${to}`, to, subject: 'Booking', text: 'Hello', html: '<p>Hello</p>' });
      return undefined;
    } catch (error: unknown) {
      return error;
    } finally {
      transport.close();
    }
  };

  it('mails a plain address to exactly that address', async () => {
    smtp.rcptTo.length = 0;
    expect(await send('asha.k@example.com')).toBeUndefined();
    expect(smtp.rcptTo).toEqual(['asha.k@example.com']);
  });

  it.each(['"x" <victim@evil.example>', 'a@b.example, victim@evil.example', 'victim@evil.example (booker)'])(
    'never turns %j into mail for another address',
    async (to) => {
      smtp.rcptTo.length = 0;
      await send(to);
      expect(smtp.rcptTo.filter((address) => address === 'victim@evil.example')).toEqual([]);
    },
  );
});

describe('a mail over SMTP', () => {
  it('carries the composed message: its sender, recipient, Message-ID and both alternatives', async () => {
    const smtp = await startSmtp();
    const transport = createMailTransport({ from: '"Sangam Innovation Centre" <bookings@centre.test>', smtpUrl: smtp.url, outboxDir: '' });
    try {
      await transport.send({ key: 'booking-1/booker', to: 'asha@example.org', subject: 'Please confirm your booking', text: 'Confirm here.', html: '<p>Confirm here.</p>' });
    } finally {
      transport.close();
      await smtp.close();
    }
    expect(smtp.rcptTo).toEqual(['asha@example.org']);
    const [raw] = smtp.messages;
    expect(raw).toMatch(/^From: Sangam Innovation Centre <bookings@centre\.test>\r\n/m);
    expect(raw).toMatch(/^To: asha@example\.org\r\n/m);
    expect(raw).toContain(`Message-ID: ${messageIdOf('booking-1/booker')}`);
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('<p>Confirm here.</p>');
  });
});

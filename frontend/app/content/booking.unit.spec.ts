import { bookingContent } from './booking';
import marathi from './booking.mr';

/**
 * Issue 30 (a site a visitor believes): the booking page says what really happens to a request.
 * The booker confirms it from the mail, then the lab decides and writes; the page never promises
 * that "we confirm" it.
 */
describe('30 the booking page tells what happens to a request', () => {
  it('in English: a mail with a link to confirm it, then the lab decides and writes', () => {
    const { intro } = bookingContent;
    expect(intro).not.toMatch(/we confirm/i);
    expect(intro).toMatch(/email you a link/);
    expect(intro).toMatch(/confirm your request/);
    expect(intro).toMatch(/lab reviews it and writes to you with its decision/);
  });

  it('in Marathi: the same three steps', () => {
    const { intro } = marathi.bookingContent;
    expect(intro).not.toContain('पुष्टी आम्ही ईमेलने कळवतो');
    expect(intro).toContain('लिंक पाठवतो');
    expect(intro).toContain('पुष्टी करा');
    expect(intro).toContain('निर्णय तुम्हाला ईमेलने कळवते');
  });
});

import type { WaitJoinedV1Data, WaitlistEvent } from '@centre/contracts';
import { waiterLinkUrl, waitlistMailsFor } from './waitlist-mails.js';

const joined: WaitJoinedV1Data = {
  bookingId: 'bk-FabricationLab-20261123-wwwwwwww',
  userType: 'student',
  lab: 'FabricationLab',
  date: '2026-11-23',
  slots: ['10:00', '11:00'],
  facilityIds: ['fab-prusa-mk4-1'],
  name: 'Bea Kulkarni',
  email: 'bea@example.com',
  startsAt: '2026-11-23T04:30:00.000Z',
};
const ref = { bookingId: joined.bookingId, lab: joined.lab, date: joined.date };
const envelope = { eventId: 'e-1', occurredAt: '2026-11-21T04:00:00.000Z', actor: { kind: 'booker' as const }, correlationId: 'c' };
const event = (type: WaitlistEvent['type'], data: object): WaitlistEvent => ({ ...envelope, type, version: 1, data }) as WaitlistEvent;
const context = {
  waiterLink: (id: string) => waiterLinkUrl('https://centre.example/', id, 'tok'),
  bookAgainLink: (lab: string) => `https://centre.example/booking?lab=${lab}`,
  timezone: 'Asia/Kolkata',
};
const offer = event('WaitOffered', { ...ref, email: joined.email, slots: joined.slots, facilityIds: joined.facilityIds, offerUntil: '2026-11-21T04:30:00.000Z' });

describe('28.6 waitlist mails', () => {
  it('joined: to the waiter, with the link to see their place or leave', () => {
    const [mail, ...rest] = waitlistMailsFor('e-1', event('WaitJoined', joined), joined, context);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ key: 'e-1:waiter', to: 'bea@example.com', subject: 'You are on the waitlist (2026-11-23)' });
    expect(mail!.text).toContain('See your place or leave the waitlist: https://centre.example/booking/waitlist?id=bk-FabricationLab-20261123-wwwwwwww&token=tok');
    expect(mail!.text).toContain('Monday, 23 November 2026');
    expect(mail!.text).toContain('10:00 AM - 11:00 AM');
  });

  it('offered: the claim link and until when the slots are held, in the centre zone', () => {
    const [mail] = waitlistMailsFor('e-2', offer, joined, context);
    expect(mail!.subject).toBe('The slots you waited for are free: book them now (2026-11-23)');
    expect(mail!.text).toContain('holding them for you until Saturday, 21 November 2026 at 10:00');
    expect(mail!.text).toContain('Book these slots: https://centre.example/booking/waitlist?id=');
    expect(mail!.html).toContain('<a href="https://centre.example/booking/waitlist?id=');
  });

  it('lapsed: says when the hold ended and offers to book again', () => {
    const [mail] = waitlistMailsFor('e-3', event('WaitOfferLapsed', { ...ref, deadline: '2026-11-21T04:30:00.000Z' }), joined, context);
    expect(mail!.subject).toBe('The slots held for you have been released (2026-11-23)');
    expect(mail!.text).toContain('Book again: https://centre.example/booking?lab=FabricationLab');
  });

  it('ended: the first slot began with no place freed; offers to book another time, in English and Marathi', () => {
    const ended = event('WaitEnded', { ...ref, startsAt: joined.startsAt });
    const [mail, ...rest] = waitlistMailsFor('e-6', ended, joined, context);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ key: 'e-6:waiter', to: 'bea@example.com', subject: 'No place freed up for the slots you waited for (2026-11-23)' });
    expect(mail!.text).toContain('began at Monday, 23 November 2026 at 10:00 and no place freed up before then');
    expect(mail!.text).toContain('Book another time: https://centre.example/booking?lab=FabricationLab');
    const [marathi] = waitlistMailsFor('e-6', ended, { ...joined, language: 'mr' }, context);
    expect(marathi!.subject).toBe('तुम्ही वाट पाहत असलेल्या स्लॉटसाठी जागा रिकामी झाली नाही (2026-11-23)');
    expect(marathi!.text).toContain('दुसरी वेळ बुक करा: https://centre.example/booking?lab=FabricationLab');
  });

  it('in Marathi for a waiter who filled the form in Marathi', () => {
    const marathi = { ...joined, language: 'mr' as const };
    const [mail] = waitlistMailsFor('e-2', offer, marathi, context);
    expect(mail!.subject).toContain('तुम्ही वाट पाहत असलेले स्लॉट रिकामे झाले');
    expect(mail!.text).toContain('नमस्कार Bea Kulkarni,');
    expect(mail!.html).toContain('<html lang="mr">');
    expect(waitlistMailsFor('e-1', event('WaitJoined', marathi), marathi, context)[0]!.subject).toContain('प्रतीक्षा यादीत');
  });

  it('claimed and left send nothing; nor does an event whose place cannot be found', () => {
    expect(waitlistMailsFor('e-4', event('WaitOfferClaimed', ref), joined, context)).toEqual([]);
    expect(waitlistMailsFor('e-5', event('WaitLeft', ref), joined, context)).toEqual([]);
    expect(waitlistMailsFor('e-2', offer, undefined, context)).toEqual([]);
  });

  it('28.2 names a facility added in the console as the place recorded it, not by its id', () => {
    const added: WaitJoinedV1Data = { ...joined, facilityIds: ['added-0a1b2c3d4e5f'], facilityNames: ['Raise3D Pro3'] };
    const [mail] = waitlistMailsFor('e-5', event('WaitJoined', added), added, context);
    expect(mail!.text).toContain('Raise3D Pro3');
    expect(mail!.text).not.toContain('added-0a1b2c3d4e5f');
  });
});

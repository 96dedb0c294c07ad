import {
  canReview,
  mayDecideLab,
  parseReviewAction,
  reviewSuccessMessage,
  statusAfter,
  statusLabel,
  statusTone,
} from './review.rules.js';

describe('parseReviewAction', () => {
  it('reads approve and reject with trimmed notes', () => {
    expect(parseReviewAction({ status: 'approve', adminNotes: '  Bring your ID card. ' })).toEqual({
      ok: true,
      value: { action: 'approve', adminNotes: 'Bring your ID card.' },
    });
    expect(parseReviewAction({ status: 'reject' })).toEqual({
      ok: true,
      value: { action: 'reject', adminNotes: '' },
    });
  });

  it('also reads the resulting state and any case', () => {
    expect(parseReviewAction({ status: 'APPROVED' })).toMatchObject({
      ok: true,
      value: { action: 'approve' },
    });
    expect(parseReviewAction({ status: 'Rejected', adminNotes: null })).toMatchObject({
      ok: true,
      value: { action: 'reject' },
    });
  });

  it.each([{ status: 'pending' }, { status: '' }, {}, { status: 1 }])(
    'refuses the status of %j',
    (body) => {
      expect(parseReviewAction(body)).toEqual({
        ok: false,
        errors: { status: 'Status must be approve or reject' },
        fieldCodes: { status: 'review.statusInvalid' },
        message: 'Status must be approve or reject',
        messageCode: 'review.statusInvalid',
      });
    },
  );

  it('refuses notes that are not text', () => {
    expect(parseReviewAction({ status: 'approve', adminNotes: 5 })).toEqual({
      ok: false,
      errors: { adminNotes: 'Admin notes must be text' },
      fieldCodes: { adminNotes: 'review.adminNotesInvalid' },
      message: 'Admin notes must be text',
      messageCode: 'review.adminNotesInvalid',
    });
  });

  it('refuses notes over 2000 characters and accepts exactly 2000', () => {
    expect(parseReviewAction({ status: 'reject', adminNotes: 'n'.repeat(2001) })).toMatchObject({
      ok: false,
      errors: { adminNotes: 'Admin notes must be at most 2000 characters' },
    });
    expect(parseReviewAction({ status: 'reject', adminNotes: 'n'.repeat(2000) }).ok).toBe(true);
  });

  it('refuses a body that is not an object', () => {
    expect(parseReviewAction(undefined)).toMatchObject({
      ok: false,
      errors: { body: 'The request body must be a JSON object' },
    });
  });
});

describe('review status display', () => {
  it('shows the status in upper case, green, red or yellow', () => {
    expect([statusLabel('approved'), statusTone('approved')]).toEqual(['APPROVED', 'green']);
    expect([statusLabel('rejected'), statusTone('rejected')]).toEqual(['REJECTED', 'red']);
    expect([statusLabel('pending'), statusTone('pending')]).toEqual(['PENDING', 'yellow']);
    expect([statusLabel('requested'), statusTone('requested')]).toEqual(['REQUESTED', 'yellow']);
    expect([statusTone('cancelled'), statusTone('expired')]).toEqual(['grey', 'grey']);
  });

  it('lets only a pending booking be decided', () => {
    expect(canReview('pending')).toBe(true);
    expect(canReview('approved')).toBe(false);
    expect(canReview('rejected')).toBe(false);
    // Deciding an unconfirmed request counts as confirming it; closed ones stay closed.
    expect(canReview('requested')).toBe(true);
    expect(canReview('cancelled')).toBe(false);
    expect(canReview('expired')).toBe(false);
  });

  it('maps each action to its state and its message', () => {
    expect(statusAfter('approve')).toBe('approved');
    expect(statusAfter('reject')).toBe('rejected');
    expect(reviewSuccessMessage('approve')).toBe('Booking approved successfully!');
    expect(reviewSuccessMessage('reject')).toBe('Booking rejected successfully!');
  });
});

describe("27.4 reviewers' reach (mayDecideLab)", () => {
  it('lets an admin decide every lab, a reviewer given labs only those, a reviewer given none every lab', () => {
    expect(mayDecideLab({ role: 'admin' }, 'BioLab')).toBe(true);
    expect(mayDecideLab({ role: 'admin', labs: ['MediaLab'] }, 'BioLab')).toBe(true);
    expect(mayDecideLab({ role: 'reviewer', labs: ['BioLab', 'MediaLab'] }, 'MediaLab')).toBe(true);
    expect(mayDecideLab({ role: 'reviewer', labs: ['BioLab'] }, 'FabricationLab')).toBe(false);
    expect(mayDecideLab({ role: 'reviewer' }, 'FabricationLab')).toBe(true);
    expect(mayDecideLab({ role: 'reviewer', labs: [] }, 'FabricationLab')).toBe(true);
  });

  it('never lets an expert decide a booking', () => {
    expect(mayDecideLab({ role: 'expert' }, 'BioLab')).toBe(false);
  });
});

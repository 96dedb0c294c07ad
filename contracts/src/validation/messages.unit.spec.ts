import {
  APPOINTMENT_MESSAGES,
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_SUBMIT_MESSAGES,
  CONTACT_MESSAGES,
  APPLICATION_MESSAGES,
  REVIEW_MESSAGES,
  SERVER_UNREACHABLE,
  reviewActionFailedVariant,
  reviewActionSucceededVariant,
  stepCounterText,
  thankYouMessage,
} from './messages.js';

describe('message catalogue', () => {
  it('names the backend port in the connection message', () => {
    expect(SERVER_UNREACHABLE).toBe(
      'Unable to connect to server. Please make sure the backend is running on port 5000.',
    );
    expect(AVAILABILITY_MESSAGES.serverUnreachable).toBe(SERVER_UNREACHABLE);
    expect(BOOKING_SUBMIT_MESSAGES.serverUnreachable).toBe(SERVER_UNREACHABLE);
  });

  it('holds the availability texts of the spec', () => {
    expect(AVAILABILITY_MESSAGES).toMatchObject({
      popupTitle: 'Facility Availability Check',
      failedTitle: 'Availability Check Failed',
      availableTitle: 'Facilities Available!',
      conflictTitle: 'Booking Conflict Detected',
      conflict: 'One or more selected facilities are already booked for the selected time.',
      conflictHint: 'Please select a different time slot, date, or facility.',
      prerequisitesMissing: 'Please select date, time slots, and facilities first.',
      checkFailed: 'Unable to check availability. Please try again.',
    });
  });

  it('holds the booking submission texts of the spec', () => {
    expect(BOOKING_SUBMIT_MESSAGES).toMatchObject({
      pageTitle: 'Book Facility',
      submitting: 'Submitting...',
      resetForm: 'Reset Form',
      apiNotFound:
        'API endpoint not found. Please check if the backend server is running and routes are configured correctly.',
      slotAlreadyReserved:
        'This facility slot is already reserved. Please select a different time slot or contact reception.',
      slotAlreadyReservedHint:
        'Please select a different time slot or contact reception for assistance.',
      submitFailed: 'Failed to submit booking. Please try again.',
      submissionFailed: 'Submission failed',
      confirmationNote: 'You will receive a confirmation on your email.',
      bookAnother: 'Book another facility',
    });
    expect(BOOKING_MESSAGES.formIncomplete).toBe('Please fill all required fields correctly');
    expect(BOOKING_MESSAGES.fixErrors).toBe('Please fix all validation errors before submitting');
    expect(thankYouMessage('Asha')).toBe(
      'Thank you, Asha ! Your booking request has been noted successfully.',
    );
  });

  it('holds the review texts of the spec, both variants', () => {
    expect(REVIEW_MESSAGES).toMatchObject({
      heading: 'Review Booking',
      loadFailed: 'Failed to load booking',
      notFound: 'Booking not found',
      actionFailed: 'Something went wrong',
      actionNetworkFailure: 'Failed to process action',
      approved: 'Booking approved successfully!',
      rejected: 'Booking rejected successfully!',
    });
    expect(reviewActionFailedVariant('Booking already decided')).toBe(
      '❌ Something went wrong: Booking already decided',
    );
    expect(reviewActionFailedVariant()).toBe('❌ Something went wrong: Unknown error');
    expect(reviewActionSucceededVariant('approve')).toBe('✅ Booking approve successfully!');
  });

  it('holds the contact, application and older-form texts of the spec', () => {
    expect(CONTACT_MESSAGES.failed).toBe('Something went wrong. Please try again.');
    expect(CONTACT_MESSAGES.sending).toBe('Sending...');
    expect(APPLICATION_MESSAGES.submitFailed).toBe(
      'There was an error submitting your application. Please try again.',
    );
    expect(APPLICATION_MESSAGES.submitAnother).toBe('Submit Another Application');
    expect(stepCounterText(2, 6)).toBe('Step 2 of 6');
    expect(APPOINTMENT_MESSAGES).toMatchObject({
      fillAllFields: 'Please fill all fields.',
      machineUnavailable:
        'Selected machine is not available at this time. Please choose another time.',
      submitFailed: 'Failed to submit appointment request.',
      submitted: 'Appointment request submitted successfully!',
    });
  });
});

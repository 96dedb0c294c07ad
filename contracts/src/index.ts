export * from './events/index.js';
export * from './bookings/booking-request.js';

export * from './catalogue/centre.js';
export * from './catalogue/labs.js';
export * from './catalogue/staff-directory.js';
export * from './catalogue/staff-mailboxes.js';
export * from './catalogue/institutes.js';
export * from './catalogue/user-types.js';
export * from './catalogue/time-slots.js';
export * from './catalogue/opening-hours.js';
export * from './config/centre.js';
export * from './bookings/booking-record.js';
export * from './bookings/booking-status.js';
export * from './bookings/booking-deadlines.js';
export * from './bookings/booker-view.js';
export * from './bookings/booking-calendar.js';
export * from './bookings/booking-rules.js';
export * from './bookings/booking-limits.js';
export * from './bookings/slot-conflict.js';

export * from './validation/messages.js';
export * from './validation/message-codes.js';
export * from './validation/application.limits.js';
export * from './validation/text.rules.js';
export * from './validation/booking-form.rules.js';
export * from './validation/booking-request.rules.js';
export * from './validation/contact-form.rules.js';
export * from './validation/application.rules.js';
export * from './validation/review.rules.js';
export * from './applications/application-review.rules.js';
export * from './applications/application-api.js';
export * from './validation/appointment-form.rules.js';

export * from './realtime/availability.socket.js';
export * from './http/api.js';
export * from './http/api-error.js';
export * from './http/console-api.js';

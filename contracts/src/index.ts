export * from './events/index.js';
export * from './bookings/booking-request.js';

export * from './catalogue/centre.js';
export * from './catalogue/labs.js';
export * from './catalogue/staff-directory.js';
export * from './catalogue/institutes.js';
export * from './catalogue/user-types.js';
export * from './catalogue/time-slots.js';
export * from './config/centre.js';

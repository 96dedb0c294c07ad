// The training slice's public surface: what the app, the booking slice and the mail slice import.
export { TrainingModule } from './training.module.js';
export { QUALIFICATIONS_READER, type QualificationsReader } from './qualifications.reader.js';
export { qualificationMailsFor, type QualificationMail } from './training.mails.js';

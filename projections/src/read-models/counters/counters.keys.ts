/** Where the counters keep their counts and what they know of each subject, within their generation. */
export const COUNTERS_KEY = 'counters';
/** Subject → its status as the counters last counted it. */
export const KNOWN_KEY = 'known';

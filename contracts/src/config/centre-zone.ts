/**
 * The centre's own zone: "today" and "a slot that has started" are judged here. A module of its
 * own so that what only names the zone (the site's date formats, on every page) does not load
 * the zone arithmetic and the time slots with it.
 */
export const CENTRE_TIMEZONE_DEFAULT = 'Asia/Kolkata';

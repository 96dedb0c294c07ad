declare const __BUILD_DATE__: string;

/** When this site was built (Vite's `define`; Jest's `globals`). */
export const BUILD_DATE: Date = new Date(__BUILD_DATE__);
export const BUILD_YEAR: number = BUILD_DATE.getUTCFullYear();

/**
 * Whether a day (ISO 'YYYY-MM-DD', the centre's calendar) was over when the site was built: a
 * dated item then reads as an archive and invites to nothing. '' (no date set) is never past.
 */
export const dayHasPassed = (isoDay: string, now: Date = BUILD_DATE): boolean =>
  isoDay !== '' && new Date(`${isoDay}T23:59:59.999+05:30`).getTime() < now.getTime();

/** Whether a day is set and still ahead when the site was built. */
export const dayIsAhead = (isoDay: string, now: Date = BUILD_DATE): boolean =>
  isoDay !== '' && !dayHasPassed(isoDay, now);

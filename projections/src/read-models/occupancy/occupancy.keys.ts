/** The hash of one lab-day's occupancy, within its generation. */
export const labDayKey = (lab: string, date: string): string => `labday:${lab}:${date}`;

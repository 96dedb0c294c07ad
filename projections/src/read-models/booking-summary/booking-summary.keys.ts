/** Where the review page's booking summaries are kept, within their generation. */
export const bookingKey = (bookingId: string): string => `booking:${bookingId}`;

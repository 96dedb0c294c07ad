/** Cuts `text` to its first `limit` words. `cut` is false when the text is already short enough. */
export const truncateWords = (text: string, limit: number): { text: string; cut: boolean } => {
  const words = text.trim().split(/\s+/);
  if (words.length <= limit) return { text, cut: false };
  return { text: `${words.slice(0, limit).join(' ')}…`, cut: true };
};

/** Case-insensitive substring match; an empty query matches everything. */
export const matches = (text: string, query: string): boolean => text.toLowerCase().includes(query.trim().toLowerCase());

/**
 * Cuts plain text to `max` characters with an ellipsis. API strings (titles, version names, languages) can be any
 * length, and a hostile 1 MB one must not blow up the layout or stall the page (security-and-performance.md §2).
 */
export function capText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** HTML escaping as the upstream search highlighter does it (`& < > " ' /`). */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '/': '&#x2F;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'/]/g, (char) => ENTITIES[char] ?? char);
}

/**
 * Up to two initials: first and last word of a name ("Ada King Lovelace" -> "AL"), the first
 * letter of a single word or of an e-mail's local part, "?" when there is nothing to show.
 */
export function initials(name: string): string {
  const words =
    name
      .split('@')[0]
      ?.trim()
      .split(/[\s._-]+/)
      .filter(Boolean) ?? [];
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** Default counter text, "12/1000 characters"; callers may pass their own wording. */
export function formatCharacterCount(count: number, max: number): string {
  return `${count}/${max} characters`;
}

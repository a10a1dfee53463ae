/** PostgreSQL timestamps arrive as Date objects; the contract sends ISO 8601 strings. */
export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

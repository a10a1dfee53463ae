const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the reader's local `YYYY-MM-DDTHH:mm` (what the date pickers edit). */
export function toLocalMoment(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local `YYYY-MM-DDTHH:mm[:ss]` back to an instant (ISO, UTC). */
export function fromLocalMoment(local: string): string {
  // Without an offset, the date-time form is read in the local time zone.
  return new Date(local).toISOString();
}

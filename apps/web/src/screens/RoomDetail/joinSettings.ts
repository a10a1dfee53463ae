import {
  type CalendarDate,
  getLocalTimeZone,
  parseAbsoluteToLocal,
  toCalendarDate,
} from '@internationalized/date';
import type { Room } from '@lingua/api';
import type { JoinSettings } from '../../features/rooms/queries';

/** The day a code ends on, where the teacher is; null for no end. */
export const dayOf = (iso: string | null | undefined) =>
  iso ? toCalendarDate(parseAbsoluteToLocal(iso)) : null;

/** The last second of the chosen day, where the teacher is: the code works all that day. */
const endOf = (day: CalendarDate) =>
  new Date(day.add({ days: 1 }).toDate(getLocalTimeZone()).getTime() - 1000).toISOString();

/**
 * What the teacher changed, and only that: an end already past, kept as it was, is not refused
 * again. An empty cap (NaN, as the number field gives it) is no cap.
 */
export function changedSettings(
  room: Pick<Room, 'join_approval' | 'join_code_expires_at' | 'join_code_max_uses'>,
  approval: boolean,
  end: CalendarDate | null,
  cap: number,
): JoinSettings {
  const changes: JoinSettings = {};
  if (approval !== (room.join_approval ?? false)) changes.approval = approval;
  const before = dayOf(room.join_code_expires_at);
  if ((end === null) !== (before === null) || (end && before && end.compare(before) !== 0))
    changes.expires_at = end ? endOf(end) : null;
  const maxUses = Number.isNaN(cap) ? null : cap;
  if (maxUses !== (room.join_code_max_uses ?? null)) changes.max_uses = maxUses;
  return changes;
}

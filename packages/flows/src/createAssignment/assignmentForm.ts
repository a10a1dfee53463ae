import type { CreateAssignmentRequest } from '../shared/api';
import type { FieldErrors } from '../shared/errors';

/** The create-assignment form as typed (learning-content.md section 5). */
export interface AssignmentForm {
  assignment_text: string;
  assignment_description: string;
  template_id: string;
  room_id: string;
  /** The calendar's day, `YYYY-MM-DD`; empty until chosen. */
  date: string;
  /** `HH:MM`. */
  time: string;
  time_limit: string;
  attempts: string;
}

/** Messages are keyed like the spec's table; `schedule` shows beside the date. */
export type AssignmentFormErrors = FieldErrors<Exclude<keyof AssignmentForm, 'date'> | 'schedule'>;

export const defaultAssignmentForm: AssignmentForm = {
  assignment_text: '',
  assignment_description: '',
  template_id: '',
  room_id: '',
  date: '',
  time: '09:00',
  time_limit: '15',
  attempts: '2',
};

function atLeastOneCharacter(value: string, message: string): string | undefined {
  return value.length >= 1 ? undefined : message;
}

function positiveInteger(value: string): string | undefined {
  return /^\d+$/.test(value.trim()) && Number(value) >= 1 ? undefined : 'Must be at least 1';
}

export function validateAssignmentForm(form: AssignmentForm): AssignmentFormErrors {
  return {
    assignment_text: atLeastOneCharacter(form.assignment_text, 'Assignment title is required'),
    assignment_description: atLeastOneCharacter(
      form.assignment_description,
      'Description is required',
    ),
    template_id: atLeastOneCharacter(form.template_id, 'Please select a template'),
    room_id: atLeastOneCharacter(form.room_id, 'Please select a room'),
    schedule: form.date === '' ? 'Please select a date and time' : undefined,
    time: atLeastOneCharacter(form.time, 'Please select a time'),
    time_limit: positiveInteger(form.time_limit),
    attempts: positiveInteger(form.attempts),
  };
}

function dateParts(form: Pick<AssignmentForm, 'date' | 'time'>) {
  const [year = 0, month = 1, day = 1] = form.date.split('-').map(Number);
  const [hours = 0, minutes = 0] = form.time.split(':').map(Number);
  return { year, month, day, hours, minutes };
}

/** The chosen day with the chosen hours and minutes, in the teacher's time zone, as ISO. */
function toSchedule(form: Pick<AssignmentForm, 'date' | 'time'>): string {
  const { year, month, day, hours, minutes } = dateParts(form);
  return new Date(year, month - 1, day, hours, minutes).toISOString();
}

export function toCreateAssignmentRequest(form: AssignmentForm): CreateAssignmentRequest {
  return {
    assignment_text: form.assignment_text,
    assignment_description: form.assignment_description,
    template_id: form.template_id,
    room_id: form.room_id,
    schedule: toSchedule(form),
    attempts: Number(form.attempts),
    time_limit: Number(form.time_limit),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 24, 2026 at 9:00 AM": the spec's "MMM d, yyyy" and "h:mm a", from what was chosen. */
export function formatScheduleChoice(form: Pick<AssignmentForm, 'date' | 'time'>): string {
  const { year, month, day, hours, minutes } = dateParts(form);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? 'AM' : 'PM';
  const minute = String(minutes).padStart(2, '0');
  return `${MONTHS[month - 1]} ${day}, ${year} at ${hour12}:${minute} ${meridiem}`;
}

export function pluralUsers(count: number): string {
  return `${count} ${count === 1 ? 'user' : 'users'}`;
}

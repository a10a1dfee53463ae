import * as contract from '@lingua/api/contract';
import { type Message, msg } from '@lingua/i18n';
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

/**
 * What each student's sitting shuffles, and whether each is dealt a version of every exercise
 * (issue 32): settings beside the spec's fields, off by default.
 */
export interface AssignmentSettings {
  shuffle_questions: boolean;
  shuffle_options: boolean;
  deal_versions: boolean;
}

export const defaultAssignmentSettings: AssignmentSettings = {
  shuffle_questions: false,
  shuffle_options: false,
  deal_versions: false,
};

function atLeastOneCharacter(value: string, message: Message): Message | undefined {
  return value.length >= 1 ? undefined : message;
}

/** A whole number of at least the contract's `minimum` (1 minute, 1 attempt). */
function wholeNumberFrom(value: string, { minimum }: { minimum: number }): Message | undefined {
  return /^\d+$/.test(value.trim()) && Number(value) >= minimum
    ? undefined
    : msg('assignments.form.atLeastOne', { min: minimum });
}

export function validateAssignmentForm(form: AssignmentForm): AssignmentFormErrors {
  return {
    assignment_text: atLeastOneCharacter(
      form.assignment_text,
      msg('assignments.form.titleRequired'),
    ),
    assignment_description: atLeastOneCharacter(
      form.assignment_description,
      msg('assignments.form.descriptionRequired'),
    ),
    template_id: atLeastOneCharacter(form.template_id, msg('assignments.form.templateRequired')),
    room_id: atLeastOneCharacter(form.room_id, msg('assignments.form.roomRequired')),
    schedule: form.date === '' ? msg('assignments.form.scheduleRequired') : undefined,
    time: atLeastOneCharacter(form.time, msg('assignments.form.timeRequired')),
    time_limit: wholeNumberFrom(form.time_limit, contract.TimeLimit),
    attempts: wholeNumberFrom(form.attempts, contract.Attempts),
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

/** The request; a setting is sent only when it is on (the server's default is off). */
export function toCreateAssignmentRequest(
  form: AssignmentForm,
  settings: AssignmentSettings = defaultAssignmentSettings,
): CreateAssignmentRequest {
  return {
    assignment_text: form.assignment_text,
    assignment_description: form.assignment_description,
    template_id: form.template_id,
    room_id: form.room_id,
    schedule: toSchedule(form),
    attempts: Number(form.attempts),
    time_limit: Number(form.time_limit),
    ...(settings.shuffle_questions ? { shuffle_questions: true } : {}),
    ...(settings.shuffle_options ? { shuffle_options: true } : {}),
    ...(settings.deal_versions ? { deal_versions: true } : {}),
  };
}

/**
 * The chosen moment (the teacher's time zone) in ms, for messages that write it as a date and a
 * time in the reader's language ("Nov 24, 2026 at 9:00 AM" in English).
 */
export function scheduleChoice(form: Pick<AssignmentForm, 'date' | 'time'>): number {
  const { year, month, day, hours, minutes } = dateParts(form);
  return new Date(year, month - 1, day, hours, minutes).getTime();
}

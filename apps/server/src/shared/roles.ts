import { serverMessage } from '@lingua/i18n/server';
import { forbidden } from '../http/errors';
import type { AuthUser } from '../http/route';

export type StoredRole = 'teacher' | 'student';

/** The database keeps the dialog's lower-case value; responses use the capitalised one. */
export function displayRole(role: StoredRole): 'Teacher' | 'Student' {
  return role === 'teacher' ? 'Teacher' : 'Student';
}

export function requireTeacher(user: AuthUser): void {
  if (user.role !== 'teacher') throw forbidden(serverMessage('error.teachersOnly'));
}

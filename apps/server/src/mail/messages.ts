import type { Locale } from '@lingua/i18n';
import { serverText } from '@lingua/i18n/server';
import type { QueuedMail } from './outbox';

/**
 * A one-time link: the token rides in the #fragment, which browsers never send to a server,
 * so it stays out of request logs and Referer headers.
 */
const tokenLink = (appUrl: string, page: string, token: string) =>
  `${appUrl}/${page}#token=${encodeURIComponent(token)}`;

/** The mail's text once sent: its one-time links kept, their tokens removed. */
export const withoutTokens = (text: string) =>
  text.replace(/([#?&]token=)[^\s&#]+/g, '$1[removed after sending]');

// Every mail is written in its recipient's language (the server catalogue, issue 20).

/** A mail whose one message holds a one-time link to `page`. */
function oneTimeLinkMail(
  kind: 'verification' | 'reset' | 'emailChange',
  page: string,
): (locale: Locale, to: string, appUrl: string, token: string) => QueuedMail {
  return (locale, to, appUrl, token) => ({
    kind,
    to,
    subject: serverText(locale, `mail.${kind}.subject`),
    text: serverText(locale, `mail.${kind}.text`, { link: tokenLink(appUrl, page, token) }),
  });
}

export const verificationMail = oneTimeLinkMail('verification', 'verify-email');

export const passwordResetMail = oneTimeLinkMail('reset', 'reset-password');

/** The link that moves an account to this new address (opened on the verify page). */
export const emailChangeMail = oneTimeLinkMail('emailChange', 'verify-email');

export interface AssignmentNotice {
  teacherName: string;
  roomName: string | undefined;
  assignmentText: string | undefined;
  schedule: Date | undefined;
  url: string;
}

/** The due moment as the recipient writes dates, in UTC (the server knows no time zone). */
function dueMoment(locale: Locale, schedule: Date): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .format(schedule)
    .concat(' UTC');
}

export function assignmentMail(locale: Locale, to: string, notice: AssignmentNotice): QueuedMail {
  return {
    kind: 'assignment',
    to,
    subject: notice.assignmentText
      ? serverText(locale, 'mail.assignment.subject', { title: notice.assignmentText })
      : serverText(locale, 'mail.assignment.subjectUntitled'),
    text: serverText(locale, 'mail.assignment.text', {
      teacher: notice.teacherName,
      title: notice.assignmentText
        ? `"${notice.assignmentText}"`
        : serverText(locale, 'mail.assignment.untitled'),
      hasRoom: notice.roomName ? 'yes' : 'no',
      room: notice.roomName ?? '',
      hasDue: notice.schedule ? 'yes' : 'no',
      due: notice.schedule ? dueMoment(locale, notice.schedule) : '',
      url: notice.url,
    }),
  };
}

/** A teacher's invitation: the pupil joins only by accepting it on their rooms page. */
export function roomInvitationMail(
  locale: Locale,
  to: string,
  teacherName: string,
  roomName: string,
  appUrl: string,
): QueuedMail {
  return {
    kind: 'invitation',
    to,
    subject: serverText(locale, 'mail.invitation.subject', { room: roomName }),
    text: serverText(locale, 'mail.invitation.text', {
      teacher: teacherName,
      room: roomName,
      roomsUrl: `${appUrl}/rooms`,
    }),
  };
}

/** Someone asked to move another account to this address, which has one: nothing changed. */
export function emailTakenMail(locale: Locale, to: string, appUrl: string): QueuedMail {
  return {
    kind: 'emailTaken',
    to,
    subject: serverText(locale, 'mail.emailTaken.subject'),
    text: serverText(locale, 'mail.emailTaken.text', { loginUrl: `${appUrl}/login` }),
  };
}

export function loginLockedMail(
  locale: Locale,
  to: string,
  appUrl: string,
  token: string,
  address: string,
  minutes: number,
): QueuedMail {
  return {
    kind: 'locked',
    to,
    subject: serverText(locale, 'mail.locked.subject'),
    text: serverText(locale, 'mail.locked.text', {
      address,
      minutes,
      link: tokenLink(appUrl, 'reset-password', token),
    }),
  };
}

export function signupAttemptMail(locale: Locale, to: string, appUrl: string): QueuedMail {
  return {
    kind: 'signupAttempt',
    to,
    subject: serverText(locale, 'mail.signupAttempt.subject'),
    text: serverText(locale, 'mail.signupAttempt.text', {
      loginUrl: `${appUrl}/login`,
      forgotUrl: `${appUrl}/forgot-password`,
    }),
  };
}

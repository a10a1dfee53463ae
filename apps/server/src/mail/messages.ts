import type { OutgoingMail } from './outbox';

/**
 * A one-time link: the token rides in the #fragment, which browsers never send to a server,
 * so it stays out of request logs and Referer headers.
 */
const tokenLink = (appUrl: string, page: string, token: string) =>
  `${appUrl}/${page}#token=${encodeURIComponent(token)}`;

/** The mail's text once sent: its one-time links kept, their tokens removed. */
export const withoutTokens = (text: string) =>
  text.replace(/([#?&]token=)[^\s&#]+/g, '$1[removed after sending]');

export function verificationMail(to: string, appUrl: string, token: string): OutgoingMail {
  return {
    to,
    subject: 'Verify your Lingua e-mail address',
    text: `Welcome to Lingua!\n\nPlease confirm your e-mail address by opening this link:\n${tokenLink(appUrl, 'verify-email', token)}\n\nIf you did not create an account, you can ignore this mail.\n`,
  };
}

export function passwordResetMail(to: string, appUrl: string, token: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your Lingua password',
    text: `Someone asked to reset the password of your Lingua account.\n\nTo choose a new password, open this link within one hour:\n${tokenLink(appUrl, 'reset-password', token)}\n\nThe link works once. If you did not ask for it, you can ignore this mail.\n`,
  };
}

export interface AssignmentNotice {
  teacherName: string;
  roomName: string | undefined;
  assignmentText: string | undefined;
  schedule: Date | undefined;
  url: string;
}

export function assignmentMail(to: string, notice: AssignmentNotice): OutgoingMail {
  const what = notice.assignmentText ? `"${notice.assignmentText}"` : 'a new assignment';
  const where = notice.roomName ? ` in ${notice.roomName}` : '';
  const due = notice.schedule ? `\nIt is due ${notice.schedule.toUTCString()}.` : '';
  return {
    to,
    subject: notice.assignmentText
      ? `New assignment: ${notice.assignmentText}`
      : 'New assignment on Lingua',
    text: `${notice.teacherName} has given you ${what}${where}.${due}\n\nOpen Lingua to solve it:\n${notice.url}\n`,
  };
}

export function roomInvitationMail(
  to: string,
  teacherName: string,
  roomName: string,
  appUrl: string,
  roomId: string,
): OutgoingMail {
  return {
    to,
    subject: `You have joined ${roomName} on Lingua`,
    text: `${teacherName} has added you to the room "${roomName}" on Lingua.\n\nOpen it here:\n${appUrl}/rooms/${roomId}\n\nIf you do not want to be in this room, you can leave it at any time on that page (Leave room), or here:\n${appUrl}/rooms/${roomId}#leave\n`,
  };
}

export function loginLockedMail(
  to: string,
  appUrl: string,
  token: string,
  address: string,
  minutes: number,
): OutgoingMail {
  return {
    to,
    subject: 'Sign-in to your Lingua account was paused',
    text: `Someone entered a wrong password for your Lingua account several times from the address ${address}, so sign-in from that address waits ${minutes} minute(s). Sign-in from other places is not affected.\n\nIf it was you, wait a little, or unlock it at once by choosing a new password within one hour:\n${tokenLink(appUrl, 'reset-password', token)}\n\nIf it was not you, your password kept your account safe; choosing a new one is still a good idea.\n`,
  };
}

export function signupAttemptMail(to: string, appUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Someone tried to sign up to Lingua with your address',
    text: `Someone tried to create a Lingua account with this e-mail address, which already has one. No new account was made.\n\nIf it was you, log in instead:\n${appUrl}/login\n\nForgot your password? Choose a new one here:\n${appUrl}/forgot-password\n\nIf it was not you, you can ignore this mail.\n`,
  };
}

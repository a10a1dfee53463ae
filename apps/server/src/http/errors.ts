import type { Locale } from '@lingua/i18n';
import { type ServerMessage, serverMessage, serverText } from '@lingua/i18n/server';

/** The contract's one error body. */
export interface ErrorBody {
  detail: string;
  errors?: Record<string, string>;
}

/**
 * A `detail` a person reads: a server catalogue message, written in the caller's language when
 * answered. (A plain string is sent as it is: an operator's health detail, or a message that
 * comes from elsewhere already written, like the content engine's field checks.)
 */
export type Detail = string | ServerMessage;

/** The detail as `locale` reads it. */
export function detailText(locale: Locale, detail: Detail): string {
  return typeof detail === 'string' ? detail : serverText(locale, detail.id, detail.values);
}

/** An expected failure with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: Detail,
    readonly errors?: Record<string, Detail>,
    readonly headers: Record<string, string> = {},
  ) {
    super(detailText('en', detail));
  }

  body(locale: Locale): ErrorBody {
    const detail = detailText(locale, this.detail);
    if (!this.errors) return { detail };
    const errors = Object.fromEntries(
      Object.entries(this.errors).map(([field, message]) => [field, detailText(locale, message)]),
    );
    return { detail, errors };
  }
}

export const badRequest = (detail: Detail) => new HttpError(400, detail);
export const unauthorized = (detail: Detail = serverMessage('error.notAuthenticated')) =>
  new HttpError(401, detail);
export const forbidden = (detail: Detail = serverMessage('error.forbidden')) =>
  new HttpError(403, detail);
export const notFound = (detail: Detail = serverMessage('error.notFound')) =>
  new HttpError(404, detail);
export const conflict = (detail: Detail) => new HttpError(409, detail);
export const unprocessable = (
  errors: Record<string, Detail>,
  detail: Detail = serverMessage('error.validationFailed'),
) => new HttpError(422, detail, errors);

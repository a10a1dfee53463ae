import type { Locale } from '@lingua/i18n';
import { type ServerMessage, serverMessage, serverText } from '@lingua/i18n/server';

/** The contract's one error body. */
export interface ErrorBody {
  detail: string;
  errors?: Record<string, string>;
}

/**
 * A `detail` a person reads: a server catalogue message, written in the caller's language when
 * answered. (A plain string is sent as it is: the details not translated yet.)
 */
export type Detail = string | ServerMessage;

/** An expected failure with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: Detail,
    readonly errors?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : serverText('en', detail.id, detail.values));
  }

  body(locale: Locale): ErrorBody {
    const detail =
      typeof this.detail === 'string'
        ? this.detail
        : serverText(locale, this.detail.id, this.detail.values);
    return this.errors ? { detail, errors: this.errors } : { detail };
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
  errors: Record<string, string>,
  detail: Detail = serverMessage('error.validationFailed'),
) => new HttpError(422, detail, errors);

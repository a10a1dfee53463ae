/** The contract's one error body. */
export interface ErrorBody {
  detail: string;
  errors?: Record<string, string>;
}

/** An expected failure with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  body(): ErrorBody {
    return this.errors ? { detail: this.detail, errors: this.errors } : { detail: this.detail };
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail);
export const forbidden = (detail = 'You are not allowed to do this') => new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (errors: Record<string, string>, detail = 'Validation failed') =>
  new HttpError(422, detail, errors);

import type { Locale } from '@lingua/i18n';
import { serverText } from '@lingua/i18n/server';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { callerLocale } from './callerLocale';
import { HttpError } from './errors';
import { fieldErrors, isContractValidationError } from './validation';

/**
 * One error body everywhere. Expected errors carry their status; contract violations become
 * 422 naming the fields; Fastify's own 4xx (malformed JSON, body too large, wrong media type)
 * keep their status; a database that cannot be reached is a 503 the client may retry;
 * anything else is logged with the request id and answered as a bare 500.
 */
export function installErrorHandling(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(error.body(callerLocale(request)));
    }
    if (isContractValidationError(error)) {
      return reply.status(422).send({
        detail: serverText(callerLocale(request), 'error.validationFailed'),
        errors: fieldErrors(error.ajvErrors),
      });
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({
        detail: clientMessage(callerLocale(request), error as FastifyError, request),
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ detail: serverText(callerLocale(request), 'error.databaseUnavailable') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: serverText(callerLocale(request), 'error.internal') });
  });
}

function clientMessage(locale: Locale, error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return serverText(locale, 'error.invalidJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // A recording over its cap is refused before it is read: say what the cap is.
      if (request.headers['content-type']?.startsWith('audio/'))
        return serverText(locale, 'error.recordings.tooLarge', {
          megabytes: Math.round((request.routeOptions.bodyLimit / (1024 * 1024)) * 10) / 10,
        });
      return serverText(locale, 'error.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      // The one body that is not JSON: a recording.
      if (request.routeOptions.url === '/api/recordings')
        return serverText(locale, 'error.recordings.notAudio');
      return serverText(locale, 'error.jsonOnly');
    default:
      return error.message;
  }
}

import { acceptedLanguages, type Locale, matchLocale } from '@lingua/i18n';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer a person in: their profile's interface language when signed in, else
 * the request's Accept-Language (the web app sends the language it shows), else English.
 */
export function callerLocale(request: FastifyRequest): Locale {
  return request.authUser?.language ?? requestLocale(request);
}

/** The language a request asks for (Accept-Language), whoever sends it. */
export function requestLocale(request: FastifyRequest): Locale {
  return matchLocale(acceptedLanguages(request.headers['accept-language']));
}

import { HttpResponse, http, type RequestHandler } from 'msw';
import type { components } from '../generated/schema';
import recordedScenarios from './recorded/scenarios.json';
import type { Answer } from './store';

type RecordedName = keyof typeof recordedScenarios;

/** A recorded answer as the server sent it (a CSV file as text, with its headers). */
export const replayed = ({ status, body, headers }: Answer) =>
  typeof body === 'string' || body === undefined
    ? new HttpResponse(body ?? null, { status, headers })
    : HttpResponse.json(body, { status, headers });

/**
 * The server's own answers to a scenario's calls, recorded by apps/server/src/mockScenarios.test.ts
 * (which fails when the server starts answering differently).
 */
export function scenarioAnswer(name: RecordedName, call: string): Answer {
  const answer = (recordedScenarios[name] as Record<string, Answer>)[call];
  if (!answer) throw new Error(`No recorded answer for ${call} in ${name}`);
  return answer;
}

/** The scenario's answer as the server sent it, typed as the error shape most of them are. */
export const recordedAnswer = (name: RecordedName, call: string) =>
  replayed(scenarioAnswer(name, call)) as HttpResponse<components['schemas']['Error']>;

/** MSW's route for a contract path ("/rooms/room/{id}"), at any origin. */
export const routeOf = (path: string) => `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Handlers replaying every recorded call of `name` ("METHOD /path/{param}"). */
export function replay(name: RecordedName): RequestHandler[] {
  return Object.keys(recordedScenarios[name]).map((call) => {
    const [method = '', path = ''] = call.split(' ');
    return http[method.toLowerCase() as 'get'](routeOf(path), () => recordedAnswer(name, call));
  });
}

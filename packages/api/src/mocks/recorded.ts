import { HttpResponse, http, type RequestHandler } from 'msw';
import type { components } from '../generated/schema';
import recordedScenarios from './recorded/scenarios.json';

type ApiError = components['schemas']['Error'];

type RecordedName = keyof typeof recordedScenarios;

/**
 * The server's own answers to a scenario's calls, recorded by apps/server/src/mockScenarios.test.ts
 * (which fails when the server starts answering differently).
 */
export function recordedAnswer(name: RecordedName, call: string): HttpResponse<ApiError> {
  const answers: Record<string, { status: number; body: unknown }> = recordedScenarios[name];
  const answer = answers[call];
  if (!answer) throw new Error(`No recorded answer for ${call} in ${name}`);
  // Typed as the error shape the handlers return; the recordings are checked against the contract.
  return HttpResponse.json(answer.body as ApiError, { status: answer.status });
}

/** Handlers replaying every recorded call of `name` ("METHOD /path/{param}"). */
export function replay(name: RecordedName): RequestHandler[] {
  return Object.keys(recordedScenarios[name]).map((call) => {
    const [method = '', path = ''] = call.split(' ');
    const route = `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
    const verb = method.toLowerCase() as 'get' | 'post';
    return http[verb](route, () => recordedAnswer(name, call));
  });
}

/**
 * A refusal to start that the person starting the server fixes themselves (a setting, a folder
 * in use): `main.ts` prints its message alone, since a stack trace would only hide it.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

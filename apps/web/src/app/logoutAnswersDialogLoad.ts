import type { LogoutAnswersDialog } from '../layout/LogoutAnswersDialog';

let load: Promise<typeof LogoutAnswersDialog> | undefined;

/**
 * The logout's "your answers" dialog, fetched once. It is not in the signed-in frame's first
 * view (its modal code would weigh on every page), but it is fetched while online whenever it may
 * be needed offline: on a page of a browser that keeps unsent answers, and when a timed sitting
 * opens (the only place answers are kept).
 */
export function loadLogoutAnswersDialog(): Promise<typeof LogoutAnswersDialog> {
  load ??= import('../layout/LogoutAnswersDialog').then(
    (module) => module.LogoutAnswersDialog,
    (error: unknown) => {
      load = undefined;
      throw error;
    },
  );
  return load;
}

/** Starts the download (a failure is retried when the dialog is needed). */
export function preloadLogoutAnswersDialog(): void {
  loadLogoutAnswersDialog().catch(() => {});
}

import { readApiError } from '@lingua/api/errors';
import { msg } from '@lingua/i18n';
import { useEffect, useRef, useState } from 'react';
import { useApi, useShowToast } from '../../app/services';
import { authCalls } from './queries';

type LoginAnswer = Awaited<ReturnType<ReturnType<typeof authCalls>['login']>>;

/**
 * The return from a provider: the server sent the browser to `/login#sso={code}`. The code is
 * taken out of the address at once and exchanged for the session (`onSignedIn`), or for what
 * went wrong, shown as the spec's "Login failed" toast with the server's detail.
 */
export function useSsoReturn(onSignedIn: (login: LoginAnswer) => void): { busy: boolean } {
  const api = useApi();
  const showToast = useShowToast();
  const [code] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('sso'));
  const [busy, setBusy] = useState(code !== null);
  const started = useRef(false);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    if (code === null || started.current) return;
    started.current = true;
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
    authCalls(api)
      .exchangeSso(code)
      .then((login) => signedIn.current(login))
      .catch((error: unknown) => {
        setBusy(false);
        showToast({
          title: msg('auth.login.failed'),
          description: readApiError(error, msg('auth.login.failedRetry')),
          variant: 'destructive',
        });
      });
  }, [api, code, showToast]);

  return { busy };
}

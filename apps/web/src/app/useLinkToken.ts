import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';

/**
 * The one-time token of a mailed link. Links carry it in the #fragment, which never reaches
 * a server log; it is then dropped from the address bar (and so from history). Links sent
 * before that change carry it as ?token=, still accepted.
 */
export function useLinkToken(): string {
  const search = useSearch();
  const [fromFragment] = useState(() =>
    new URLSearchParams(window.location.hash.slice(1)).get('token'),
  );
  useEffect(() => {
    if (!fromFragment) return;
    const { pathname, search: query } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${query}`);
  }, [fromFragment]);
  return fromFragment ?? new URLSearchParams(search).get('token') ?? '';
}

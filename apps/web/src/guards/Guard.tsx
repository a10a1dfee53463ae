import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '../components/PageSpinner/PageSpinner';
import { useSession } from '../session/sessionContext';
import { type Access, decideAccess } from './access';

interface GuardProps {
  access: Access;
  children: ReactNode;
}

/** Renders a route's screen, a spinner, or a redirect, as the route map says for `access`. */
export function Guard({ access, children }: GuardProps) {
  const { state } = useSession();
  const decision = decideAccess(access, state.status);
  switch (decision.kind) {
    case 'render':
      return children;
    case 'wait':
      return <PageSpinner label="Checking your session..." />;
    case 'redirect':
      return <Redirect to={decision.to} replace />;
  }
}

import { useSyncExternalStore } from 'react';

import { usePublicConfig } from '../lib/public-config-context';
import { getAuthSession } from './auth-runtime';
import { SERVER_AUTH_STATE, type AuthSession, type AuthState } from './auth-session';

const noSubscription = () => () => undefined;

/**
 * The auth state for a component. The server (and the hydrating render) sees `ready: false`,
 * since it cannot read browser storage; the browser then reads the stored tokens.
 */
export function useAuth(): AuthState & { session: AuthSession | null } {
  const config = usePublicConfig();
  const isBrowser = typeof window !== 'undefined';
  const session = isBrowser ? getAuthSession(config) : null;
  const state = useSyncExternalStore(
    session ? session.subscribe : noSubscription,
    () => (session ? session.getState() : SERVER_AUTH_STATE),
    () => SERVER_AUTH_STATE,
  );
  return { ...state, session };
}

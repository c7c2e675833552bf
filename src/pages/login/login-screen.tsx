import './login.css';

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { messageForStatus, normalizeError } from '../../../contract/errors';
import { PageHead } from '../../blocks/page-head/page-head';
import { paths } from '../../../contract/paths';
import { usePublicConfig } from '../../lib/public-config-context';
import { SignInError } from '../../auth/auth-session';
import { afterSignInPath, rememberedPath } from '../../auth/guards';
import { useAuth } from '../../auth/use-auth';
import { LOGIN_REASON_PARAM, type LoginReason } from '../../auth/login-reason';
import { Link } from '../../blocks/link/link';

type Phase = 'idle' | 'redirecting' | 'exchanging';

function messageOf(error: unknown): string {
  if (error instanceof SignInError) return error.message;
  return normalizeError(error).message;
}

function reasonOf(search: URLSearchParams): LoginReason | null {
  const reason = search.get(LOGIN_REASON_PARAM);
  return reason === 'forbidden' || reason === 'unavailable' ? reason : null;
}

/**
 * `/login` (SPEC §4, §6): the "Sign in" button, the return from the provider with a code, and
 * the messages of the last attempt. A signed-in user sent here by a 403 sees the catalogue
 * message and a sign-out action instead of being sent back to /admin (no redirect loop).
 */
export function Component() {
  const { companyName } = usePublicConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const handledCallback = useRef(false);
  const search = new URLSearchParams(location.search);
  const isCallback = search.has('state') && (search.has('code') || search.has('error'));
  const reason = reasonOf(search);
  const remembered = rememberedPath(location.search);

  useEffect(() => {
    if (!auth.ready || !auth.session || !isCallback || handledCallback.current) return;
    handledCallback.current = true;
    setPhase('exchanging');
    auth.session
      .completeSignIn(new URLSearchParams(location.search))
      .then((target) => navigate(afterSignInPath(target), { replace: true }))
      .catch((failure: unknown) => {
        setPhase('idle');
        setError(messageOf(failure));
        navigate(paths.login(), { replace: true });
      });
  }, [auth.ready, auth.session, isCallback, location.search, navigate]);

  // SPEC §6: a signed-in user on /login goes on (unless a failure brought them here).
  useEffect(() => {
    if (auth.ready && auth.loggedIn && !isCallback && !reason && phase === 'idle') {
      navigate(afterSignInPath(remembered), { replace: true });
    }
  }, [auth.ready, auth.loggedIn, isCallback, reason, phase, remembered, navigate]);

  const signIn = () => {
    if (!auth.session) return;
    setError(null);
    setPhase('redirecting');
    auth.session.beginSignIn(remembered).catch((failure: unknown) => {
      setPhase('idle');
      setError(messageOf(failure));
    });
  };

  const signOut = () => {
    setPhase('redirecting');
    void auth.session?.signOut();
  };

  const forbidden = reason === 'forbidden' && auth.loggedIn;
  const busy = phase !== 'idle' || isCallback;
  return (
    <section className="login" aria-labelledby="login-heading">
      <PageHead title="Sign in" description={`Sign in to the ${companyName} admin area.`} noindex />
      <p className="login__brand" aria-hidden="true">
        {companyName} admin
      </p>
      <h1 id="login-heading">{forbidden ? 'No access to this page' : 'Sign in'}</h1>
      {forbidden ? (
        <>
          <p className="login__alert" role="alert">
            {messageForStatus(403)}
          </p>
          <p>
            You are signed in with an account that lacks the permission this page needs. Sign out to
            use another account.
          </p>
          <button
            type="button"
            className="button button--primary login__action"
            onClick={signOut}
            disabled={busy}
          >
            {phase === 'redirecting' ? 'Signing out…' : 'Sign out'}
          </button>
          <Link className="login__secondary" to={paths.home()}>
            Go to the home page
          </Link>
        </>
      ) : (
        <>
          <p>Moderate blog comments, keep the keyword blacklist and read the activity log.</p>
          {reason === 'unavailable' && !error && (
            <p className="login__alert" role="alert">
              {messageForStatus(500)}
            </p>
          )}
          {error && (
            <p className="login__alert" role="alert">
              {error}
            </p>
          )}
          {isCallback && phase !== 'idle' ? (
            <p className="login__status" role="status">
              Signing you in…
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary login__action"
            onClick={signIn}
            disabled={!auth.ready || busy}
            aria-busy={busy}
          >
            {phase === 'redirecting' ? 'Opening sign-in…' : 'Sign in'}
          </button>
          {auth.loggedIn && reason === 'unavailable' && (
            <Link className="login__secondary" to={remembered ?? paths.admin()}>
              Try the admin area again
            </Link>
          )}
          <Link className="login__secondary" to={paths.home()}>
            Back to the website
          </Link>
        </>
      )}
    </section>
  );
}

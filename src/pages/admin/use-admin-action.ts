import { useState } from 'react';

import { isAuthFailure, useRedirectOnAdminFailure, writeErrorMessage } from './admin-api';

/** Where a failed action's message goes; `null` clears it when the action starts. */
type ShowActionError = (message: string | null) => void;

/**
 * The state of a section's write actions: one runs at a time (`busy`), its outcome becomes the
 * `message`, its failure the `error`, and a refused session goes to /login (SPEC §5).
 *
 * @example
 * const action = useAdminAction();
 * void action.run(async () => {
 *   await write('DELETE', `blacklist-keywords/${id}`);
 *   return 'Removed.';
 * });
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [authError, setAuthError] = useState<unknown>(null);
  useRedirectOnAdminFailure(authError);

  /** Runs `task`; its text becomes the message, a failure goes to `showError` (the `error` by default). */
  const run = async (task: () => Promise<string>, showError: ShowActionError = setError) => {
    setBusy(true);
    showError(null);
    try {
      setMessage(await task());
    } catch (failure) {
      if (isAuthFailure(failure)) setAuthError(failure);
      else showError(writeErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, message, setMessage, error, run };
}

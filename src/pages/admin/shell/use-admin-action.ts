import { useEffect, useRef, useState } from 'react';

import {
  isAuthFailure,
  useRedirectOnAdminFailure,
  writeErrorMessage,
} from '../../../api/admin-api';

/** Where a failed action's message goes; `null` clears it when the action starts. */
type ShowActionError = (message: string | null) => void;

/** The control to focus after an action, or nothing while the screen does not show it yet. */
type FocusTarget = () => HTMLElement | null | undefined;

interface RunOptions {
  /** Where a failure's message goes: the `error` by default. */
  showError?: ShowActionError;
  /**
   * Where focus goes once the action has succeeded (issue 18): the control that started it is
   * disabled while the action runs, and may be disabled or gone after it. By default focus goes
   * back to that control if it is still there and enabled; after a failure it always does.
   */
  focusAfter?: FocusTarget;
}

interface PendingFocus {
  origin: Element | null;
  target: FocusTarget;
}

/**
 * Focus waiting for the end of an action. It is tried after every render, because what an action
 * shows may come in over more than one (its own state first, the list's query data a moment
 * later), and dropped as soon as the visitor has put focus somewhere themselves.
 */
function usePendingFocus(busy: boolean) {
  const pending = useRef<PendingFocus | null>(null);
  useEffect(() => {
    const waiting = pending.current;
    if (busy || !waiting) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== waiting.origin) {
      pending.current = null;
      return;
    }
    const target = waiting.target();
    if (!target) return;
    pending.current = null;
    target.focus();
  });
  return (next: PendingFocus | null) => {
    pending.current = next;
  };
}

/**
 * The state of a section's write actions: one runs at a time (`busy`), its outcome becomes the
 * `message`, its failure the `error`, and a refused session goes to /login (SPEC §5). Focus
 * never stays lost on a control the action disabled or removed (see `focusAfter`).
 *
 * @example
 * const action = useAdminAction();
 * void action.run(
 *   async () => {
 *     await write('DELETE', `blacklist-keywords/${id}`);
 *     return 'Removed.';
 *   },
 *   { focusAfter: () => undoButton.current },
 * );
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [authError, setAuthError] = useState<unknown>(null);
  useRedirectOnAdminFailure(authError);
  const awaitFocus = usePendingFocus(busy);

  /** Runs `task`; its text becomes the message, a failure goes to `showError`. */
  const run = async (
    task: () => Promise<string>,
    { showError = setError, focusAfter }: RunOptions = {},
  ) => {
    const origin = document.activeElement;
    const backToOrigin = () =>
      origin instanceof HTMLElement && origin.isConnected && !origin.matches(':disabled')
        ? origin
        : null;
    awaitFocus(null);
    setBusy(true);
    showError(null);
    try {
      setMessage(await task());
      awaitFocus({ origin, target: focusAfter ?? backToOrigin });
    } catch (failure) {
      awaitFocus({ origin, target: backToOrigin });
      if (isAuthFailure(failure)) setAuthError(failure);
      else showError(writeErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, message, setMessage, error, run };
}

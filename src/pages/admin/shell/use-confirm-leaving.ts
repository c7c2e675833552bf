import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before the admin leaves a form with unsaved changes: in the app (useBlocker) and the
 * browser's own question on reload or close. `question` is what the app's dialog asks.
 */
export function useConfirmLeaving(dirty: boolean, question: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // One question per navigation: the blocker is a new object on every render, and a render can
  // come while it is still blocked (the dialog's blur and focus refetch queries), which asked twice.
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      askedFor.current = null;
      return;
    }
    if (askedFor.current === blocker.location.key) return;
    askedFor.current = blocker.location.key;
    if (window.confirm(question)) {
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, question]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

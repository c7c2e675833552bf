import { useOnlineStatus } from '../lib/page-signals';

/** Tells the visitor when the connection is gone, so a failing click is not a mystery. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  return (
    <div className="offline-notice" role="status" aria-live="polite" hidden={online}>
      {online
        ? ''
        : 'You are offline. Pages you open now may not load until the connection is back.'}
    </div>
  );
}

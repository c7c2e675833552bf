import { useOnlineStatus } from '../lib/page-signals';

/**
 * Tells the visitor when the connection is gone, so a failing click is not a mystery. A bar at
 * the top of the page, in the flow: it pushes the page down rather than covering any of it. The
 * polite live region is always there, so the message is announced when it appears.
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  return (
    <div className="offline-notice" role="status" aria-live="polite">
      {online ? null : (
        <p className="offline-notice__bar">
          You are offline. Pages you open now may not load until the connection is back.
        </p>
      )}
    </div>
  );
}

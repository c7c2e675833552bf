import { usePublicConfig } from '../../lib/public-config-context';
import { useHydrated } from '../../lib/use-hydrated';
import { LineIcon } from '../icon/icon';
import { openHiringChat } from './chat-store';
import './hiring-chat-button.css';

/**
 * The hiring chat's launcher inside the job list, early in the tab order (the floating one comes
 * after the footer). Absent when a provider's chat replaces the built-in one; disabled until the
 * page is interactive.
 */
export function HiringChatButton() {
  const { hiringChatScriptUrl } = usePublicConfig();
  const hydrated = useHydrated();
  if (hiringChatScriptUrl) return null;
  return (
    <button
      type="button"
      className="hiring-chat-button"
      disabled={!hydrated}
      onClick={openHiringChat}
    >
      <LineIcon name="chat" />
      Questions? Ask the hiring chat
    </button>
  );
}

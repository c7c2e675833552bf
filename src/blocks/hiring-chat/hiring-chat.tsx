import { Suspense, useEffect, useRef } from 'react';

import { useCurrentRoute } from '../../api/current-route';
import { lazyComponent } from '../../lib/lazy-component';
import { usePublicConfig } from '../../lib/public-config-context';
import { useHydrated } from '../../lib/use-hydrated';
import { LineIcon } from '../icon/icon';
import { closeHiringChat, openHiringChat, useHiringChatState } from './chat-store';
import { loadProviderScript, setProviderVisible } from './provider-script';
import { useTuckedAway } from './use-tucked-away';
import './hiring-chat.css';

// The conversation's code loads when the chat first opens (or the launcher is pointed at).
const HIRING_CHAT_PANEL = lazyComponent(() =>
  import('./hiring-chat-panel').then((module) => module.HiringChatPanel),
);

/**
 * The floating launcher, bottom right. It steps aside while anything focusable or a card lies
 * under it (issues 13 and 18); the job list's own "Ask the hiring chat" button is always there.
 */
function FloatingLauncher() {
  const spotRef = useRef<HTMLDivElement>(null);
  const tucked = useTuckedAway(spotRef);
  return (
    <div ref={spotRef} className="hiring-chat" data-testid="hiring-chat">
      <button
        type="button"
        className={`hiring-chat__launcher${tucked ? ' hiring-chat__launcher--tucked' : ''}`}
        aria-haspopup="dialog"
        inert={tucked}
        onClick={openHiringChat}
        onPointerEnter={() => void HIRING_CHAT_PANEL.load()}
        onFocus={() => void HIRING_CHAT_PANEL.load()}
      >
        <LineIcon name="chat" size={22} />
        <span className="hiring-chat__launcher-text">Ask the hiring chat</span>
      </button>
    </div>
  );
}

function BuiltInChat() {
  const { isOpen } = useHiringChatState();
  return (
    <>
      <FloatingLauncher />
      {isOpen && (
        <Suspense fallback={null}>
          <HIRING_CHAT_PANEL.Component onClose={closeHiringChat} />
        </Suspense>
      )}
    </>
  );
}

/** The configured provider's script, shown on /job and hidden elsewhere. */
function useProviderChat(src: string | null, onJobList: boolean) {
  useEffect(() => {
    if (!src) return undefined;
    if (onJobList) loadProviderScript(src);
    setProviderVisible(onJobList);
    return () => setProviderVisible(false);
  }, [src, onJobList]);
}

/**
 * SPEC §2 hiring-chat widget: on /job only (the route table's `hiringChat`), after hydration.
 * A configured provider script replaces the built-in chat.
 */
export function HiringChat() {
  const route = useCurrentRoute();
  const { hiringChatScriptUrl } = usePublicConfig();
  const hydrated = useHydrated();
  const onJobList = route?.hiringChat === 'shown';
  useProviderChat(hydrated ? hiringChatScriptUrl : null, onJobList);
  if (!hydrated || !onJobList || hiringChatScriptUrl) return null;
  return <BuiltInChat />;
}

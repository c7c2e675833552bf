import { Suspense, useEffect } from 'react';

import { useCurrentRoute } from '../../api/current-route';
import { lazyComponent } from '../../lib/lazy-component';
import { useHydrated } from '../../lib/use-hydrated';
import { closeHiringChat, forgetHiringChat } from './chat-store';

const HIRING_CHAT = lazyComponent(() =>
  import('./hiring-chat').then((module) => module.HiringChat),
);

/**
 * Where the layout shows the hiring chat. The widget appears after hydration on its routes only
 * (SPEC §2: /job), so its code loads then, and on no other page. The conversation is kept while
 * the visitor stays on the job pages and forgotten on any other route (or another layout).
 */
export function HiringChatSlot() {
  const route = useCurrentRoute();
  const hydrated = useHydrated();
  const shown = route?.hiringChat === 'shown';
  const keepsConversation = route?.hiringChat !== undefined;
  useEffect(() => {
    if (!keepsConversation) forgetHiringChat();
    else if (!shown) closeHiringChat();
  }, [keepsConversation, shown]);
  useEffect(() => forgetHiringChat, []);
  if (!hydrated || !shown) return null;
  return (
    <Suspense fallback={null}>
      <HIRING_CHAT.Component />
    </Suspense>
  );
}

import { Suspense } from 'react';

import { useCurrentRoute } from '../../api/current-route';
import { lazyComponent } from '../../lib/lazy-component';
import { useHydrated } from '../../lib/use-hydrated';

const HIRING_CHAT = lazyComponent(() =>
  import('./hiring-chat').then((module) => module.HiringChat),
);

/**
 * Where the layout shows the hiring chat. The widget appears after hydration on its routes only
 * (SPEC §2: /job), so its code loads then, and on no other page.
 */
export function HiringChatSlot() {
  const route = useCurrentRoute();
  const hydrated = useHydrated();
  if (!hydrated || route?.hiringChat !== true) return null;
  return (
    <Suspense fallback={null}>
      <HIRING_CHAT.Component />
    </Suspense>
  );
}

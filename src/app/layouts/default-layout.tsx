import type { ReactNode } from 'react';

import { HiringChatSlot } from '../../blocks/hiring-chat/hiring-chat-slot';
import { SiteFooter } from '../../blocks/site/site-footer';
import { SiteHeader } from '../../blocks/site/site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main">
        {children}
      </main>
      <SiteFooter />
      <HiringChatSlot />
    </div>
  );
}

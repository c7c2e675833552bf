import type { ReactNode } from 'react';

import { SiteFooter } from '../../blocks/site/site-footer';
import { SiteHeader } from '../../blocks/site/site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Reading pages (legal notice, privacy policy, external jobs): a narrow measure, no decoration. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--plain">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main layout__main--reading">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

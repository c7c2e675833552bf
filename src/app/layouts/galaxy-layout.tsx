import type { ReactNode } from 'react';

import { SiteFooter } from '../../blocks/site/site-footer';
import { SiteHeader } from '../../blocks/site/site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The stream and the tech blog: a dark, starry sky (the route table forces the dark mode). */
export function GalaxyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--galaxy">
      <div className="galaxy-sky" aria-hidden="true" />
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

import type { ReactNode } from 'react';

import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Sign-in: nothing but the page (and the skip link every layout starts with). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--blank">
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main layout__main--centered">
        {children}
      </main>
    </div>
  );
}

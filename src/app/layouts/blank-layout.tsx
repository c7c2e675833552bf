import type { ReactNode } from 'react';

import { MAIN_CONTENT_ID } from './skip-link';

/** Sign-in: nothing but the page. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--blank">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main layout__main--centered">
        {children}
      </main>
    </div>
  );
}

import { createContext, useContext, type ReactNode } from 'react';

import type { PageSource } from './page-api';

const PageSourceContext = createContext<PageSource | null>(null);

export function PageSourceProvider({
  source,
  children,
}: {
  source: PageSource;
  children: ReactNode;
}) {
  return <PageSourceContext.Provider value={source}>{children}</PageSourceContext.Provider>;
}

/** The page fetcher: HTTP in the browser, the in-process service during the server render. */
export function usePageSource(): PageSource {
  const source = useContext(PageSourceContext);
  if (!source) throw new Error('usePageSource needs a PageSourceProvider');
  return source;
}

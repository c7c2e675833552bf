import { createContext, useContext, type ReactNode } from 'react';

import type { PublicConfig } from '../../contract/public-config';

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({
  config,
  children,
}: {
  config: PublicConfig;
  children: ReactNode;
}) {
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig needs a PublicConfigProvider');
  return config;
}

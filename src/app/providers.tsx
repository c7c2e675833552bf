import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { PageSource } from '../api/page-api';
import type { PublicConfig } from '../../contract/public-config';
import type { ExperimentState } from '../../contract/experiment-state';
import { ExperimentProvider } from '../lib/experiments';
import { PageSourceProvider } from '../api/page-source-context';
import { PublicConfigProvider } from '../lib/public-config-context';

interface ProvidersProps {
  config: PublicConfig;
  queryClient: QueryClient;
  pageSource: PageSource;
  experiments: ExperimentState;
  children: ReactNode;
}

export function Providers({
  config,
  queryClient,
  pageSource,
  experiments,
  children,
}: ProvidersProps) {
  return (
    <PublicConfigProvider config={config}>
      <PageSourceProvider source={pageSource}>
        <ExperimentProvider state={experiments}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ExperimentProvider>
      </PageSourceProvider>
    </PublicConfigProvider>
  );
}

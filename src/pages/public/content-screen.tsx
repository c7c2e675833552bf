import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';

import { messageForStatus, normalizeError, pageErrorMessage } from '../../../contract/errors';
import { pageQueryOptions } from '../../api/page-api';
import { requestStatusOf } from '../../api/request-status';
import { BlockRenderer } from '../../blocks/block-renderer';
import { canonicalPathFor } from '../../blocks/page-head/canonical';
import { useCurrentRoute } from '../../api/current-route';
import { PageHead } from '../../blocks/page-head/page-head';
import { usePageSource } from '../../api/page-source-context';
import { usePublicConfig } from '../../lib/public-config-context';
import { SkipOnError } from '../../lib/skip-on-error';
import type { PageLoaderData } from '../../api/page-api';
import { STRUCTURED_DATA } from './content-modules';

/**
 * Every public screen: the page content the loader put in the cache, through the block renderer.
 * During the exit fade the router has already dropped this route's loader data, so the last one is kept.
 */
export function ContentScreen() {
  const loaderData = useLoaderData<PageLoaderData | undefined>();
  const [retained, setRetained] = useState(loaderData);
  if (loaderData && loaderData !== retained) setRetained(loaderData);
  const current = loaderData ?? retained;
  const source = usePageSource();
  const query = useQuery({
    ...pageQueryOptions(source, current?.path ?? '', current?.search ?? ''),
    enabled: Boolean(current),
  });
  const { data } = query;
  const requestStatus = requestStatusOf(query);
  const route = useCurrentRoute();
  const location = useLocation();
  const { publicOrigin, companyName } = usePublicConfig();

  if (!data && requestStatus === 'failure') {
    const failure = normalizeError(query.error);
    return (
      <section className="error-page" role="alert">
        <h1>This page could not be loaded</h1>
        <p>
          {failure.statusCode >= 400
            ? pageErrorMessage(failure.statusCode, failure.message)
            : messageForStatus(500)}
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </section>
    );
  }
  if (!data) return <div className="page-loading" role="status" aria-label="Loading page" />;
  const { page } = data;
  const meta = page.meta ?? page.metaData;
  return (
    <div className="content-screen" data-request-status={requestStatus}>
      <PageHead
        title={page.title}
        description={meta?.description ?? page.title}
        noindex={meta?.noindex || data.status !== 200}
        image={meta?.image}
        canonicalPath={canonicalPathFor(route, location.pathname, location.search, page)}
      />
      {/* An error page (a closed job's 410 among them) describes nothing to mark up. */}
      {data.status === 200 && (
        <SkipOnError>
          <Suspense fallback={null}>
            <STRUCTURED_DATA.Deferred
              page={page}
              routeName={route?.name}
              context={{ origin: publicOrigin, companyName, pathname: location.pathname }}
            />
          </Suspense>
        </SkipOnError>
      )}
      <BlockRenderer sections={page.section} />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';

import { pageQueryOptions } from '../../api/page-api';
import { BlockRenderer } from '../../blocks/block-renderer';
import { PageHead } from '../../app/page-head';
import { usePageSource } from '../../app/page-source-context';
import type { PageLoaderData } from '../../app/route-loader';

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
  const { data } = useQuery({ ...pageQueryOptions(source, current?.path ?? '', current?.search ?? ''), enabled: Boolean(current) });

  if (!data) return <div className="page-loading" role="status" aria-label="Loading page" />;
  const { page } = data;
  const meta = page.meta ?? page.metaData;
  return (
    <>
      <PageHead title={page.title} description={meta?.description ?? page.title} noindex={meta?.noindex} image={meta?.image} />
      <BlockRenderer sections={page.section} />
    </>
  );
}

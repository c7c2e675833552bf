import { pageQueryOptions, type PageLoaderData } from '../api/page-api';
import type { Section } from '../../contract/page-types';
import type { PageDataScope } from './route-loader';

const isPageLoaderData = (value: unknown): value is PageLoaderData =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<PageLoaderData>).path === 'string' &&
  typeof (value as Partial<PageLoaderData>).search === 'string';

/** The sections of the page a content route's loader left in the cache. */
export function cachedSections(
  { queryClient, pageSource }: PageDataScope,
  { path, search }: PageLoaderData,
): Section[] {
  return (
    queryClient.getQueryData(pageQueryOptions(pageSource, path, search).queryKey)?.page.section ??
    []
  );
}

/** The sections of the pages a router's loader data points at (one page, or none on an error). */
export function sectionsOfLoaderData(
  scope: PageDataScope,
  loaderData: Record<string, unknown>,
): Section[] {
  return Object.values(loaderData)
    .filter(isPageLoaderData)
    .flatMap((page) => cachedSections(scope, page));
}

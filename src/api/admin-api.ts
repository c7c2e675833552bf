import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { ApiError, normalizeError } from '../../contract/errors';
import { getHttpClient, requestEnvelope } from './http-client';
import { loginPathFor } from '../auth/guards';
import { useAuth } from '../auth/use-auth';
import { toQueryString, type QueryValue } from '../../contract/query-string';
import { loginPathWithReason } from '../auth/login-reason';
import type { AdminList, AdminPage } from '../../contract/admin-types';

/** An admin section: the part of the path after /admin ('' for the root, SPEC §2). */
type AdminSection =
  | ''
  | 'blog-comment'
  | 'blacklist-keywords'
  | 'log-activity'
  | 'talent-community'
  | 'tasks'
  | 'outbox'
  | 'team'
  | 'jobs'
  | 'job-sources'
  | 'accounts'
  | 'press/releases'
  | 'press/news'
  | 'press/brand-assets'
  | 'posts'
  | 'pages'
  | 'moderation-rules/blocked-authors';
type AdminFilters = Readonly<Record<string, QueryValue>>;

const adminUrl = (path: string, filters: AdminFilters = {}) => {
  const search = toQueryString(filters);
  const base = path ? `admin/${path}` : 'admin';
  return search ? `${base}?${search}` : base;
};

const adminKeys = {
  all: ['admin'] as const,
  page: (section: AdminSection, filters: AdminFilters) =>
    ['admin', 'page', section, toQueryString(filters)] as const,
  list: (path: string) => ['admin', 'list', path] as const,
  item: (path: string) => ['admin', 'item', path] as const,
};

/** The query key of one record (`useAdminItem`), for a write that must not refetch it. */
export const adminItemKey = (path: string): QueryKey => adminKeys.item(path);

/**
 * SPEC §7 call 2: `GET /api/admin/{path}?{filters}` with the bearer token; `|` joins several values.
 * The job sources answer as a paged list (`{list, pager}`, their contract): its list is the content.
 */
async function getAdminPage<T>(
  section: AdminSection,
  filters: AdminFilters,
): Promise<AdminPage<T>> {
  const page = await requestEnvelope<AdminPage<T> | AdminList<unknown>>({
    method: 'GET',
    url: adminUrl(section, filters),
  });
  return page && 'list' in page ? { content: page.list as T, pager: page.pager } : page;
}

/** Where a failed admin request sends the admin (SPEC §5): a 403 says so, a 401 signs in again. */
function loginPathAfterFailure(
  error: unknown,
  location: { pathname: string; search: string },
): string {
  const { statusCode } = normalizeError(error);
  const wanted = `${location.pathname}${location.search}`;
  if (statusCode === 403) return loginPathWithReason('forbidden');
  if (statusCode === 401) return loginPathFor(location);
  return loginPathWithReason('unavailable', wanted);
}

/** Sends the admin to /login when `error` is set (SPEC §5: an unsuccessful admin request). */
export function useRedirectOnAdminFailure(error: unknown): void {
  const navigate = useNavigate();
  const location = useLocation();
  const { session } = useAuth();
  useEffect(() => {
    if (!error) return;
    // A refused token is over: forget it, or /login would send a "signed-in" admin straight back.
    if (normalizeError(error).statusCode === 401) session?.reset();
    navigate(loginPathAfterFailure(error, location), { replace: true });
  }, [error, location, navigate, session]);
}

/**
 * The section's data. SPEC §5: an unsuccessful request or one without data redirects to /login.
 */
export function useAdminPage<T>(
  section: AdminSection,
  filters: AdminFilters,
  options: { refetchIntervalMs?: number } = {},
) {
  const query = useQuery({
    queryKey: adminKeys.page(section, filters),
    queryFn: async () => {
      const page = await getAdminPage<T>(section, filters);
      if (!page || page.content === null || page.content === undefined) throw new ApiError(500);
      return page;
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchIntervalMs,
  });
  useRedirectOnAdminFailure(query.error);
  const queryClient = useQueryClient();
  const key = adminKeys.page(section, filters);
  /** Changes the shown rows in place, without a refetch (a reviewed row keeps its place). */
  const patch = (update: (content: T) => T) =>
    queryClient.setQueryData<AdminPage<T>>(key, (current) =>
      current ? { ...current, content: update(current.content) } : current,
    );
  return { ...query, key, patch };
}

/**
 * One record of a section (`outbox/12`), or nothing while `path` is null. A 404 is the screen's
 * to tell; any other failure redirects as a section's does.
 */
export function useAdminItem<T>(path: string | null) {
  const query = useQuery({
    queryKey: adminKeys.item(path ?? ''),
    queryFn: () => requestEnvelope<T>({ method: 'GET', url: adminUrl(path ?? '') }),
    enabled: path !== null,
    staleTime: 0,
    retry: false,
  });
  const notFound = query.error ? normalizeError(query.error).statusCode === 404 : false;
  useRedirectOnAdminFailure(notFound ? null : query.error);
  return { ...query, notFound };
}

/**
 * What a screen only reads names from (the systems a job comes from): kept a minute; a failure
 * leaves it undefined for the screen's fallback, and sends nobody to the sign-in.
 */
export function useAdminReference<T>(path: string): T | undefined {
  return useQuery({
    queryKey: adminKeys.item(path),
    queryFn: () => requestEnvelope<T>({ method: 'GET', url: adminUrl(path) }),
    staleTime: 60_000,
    retry: false,
  }).data;
}

/** SPEC §7 call 3: a paged list for a filter's options; a failure is silently ignored (SPEC §8). */
export function useAdminList<T>(path: string, params: { page?: number; limit?: number } = {}): T[] {
  const query = useQuery({
    queryKey: [...adminKeys.list(path), params.page ?? 1, params.limit ?? null],
    queryFn: () => requestEnvelope<AdminList<T>>({ method: 'GET', url: adminUrl(path, params) }),
    staleTime: 60_000,
  });
  return query.data?.list ?? [];
}

interface AdminWriteOptions {
  /** A page whose rows the caller patches in place, so they do not move or vanish under the admin's pointer. */
  keep?: QueryKey;
  /** For a write that waits on something slow (a job feed): longer than the client's 10 s. */
  timeoutMs?: number;
  /**
   * The path of a record the write removes (`press/releases/7`): its queries and those under it
   * are not refetched, as they would answer 404 while its screen is being left.
   */
  gone?: string;
}

/** Whether a query reads the record at `path` or something under it. */
const readsUnder = (queryKey: QueryKey, path: string) => {
  const [, kind, itemPath] = queryKey;
  return kind === 'item' && typeof itemPath === 'string' && `${itemPath}/`.startsWith(`${path}/`);
};

/** A write to the admin API; on success every admin query is refetched except `keep`. */
export function useAdminWrite() {
  const queryClient = useQueryClient();
  return async <T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
    { keep, timeoutMs, gone }: AdminWriteOptions = {},
  ): Promise<T> => {
    const result = await requestEnvelope<T>({
      method,
      url: adminUrl(path),
      data,
      ...(timeoutMs !== undefined && { timeout: timeoutMs }),
    });
    const kept = keep && hashKey(keep);
    await queryClient.invalidateQueries({
      queryKey: adminKeys.all,
      predicate: (query) => query.queryHash !== kept && !(gone && readsUnder(query.queryKey, gone)),
    });
    return result;
  };
}

/** A field's problem as the API (or a form itself) names it. */
export interface FieldIssue {
  field: string;
  message: string;
}

type ErrorIssue = { field?: unknown; message?: unknown };
type ErrorData = { field?: unknown; issues?: ErrorIssue[] } | null | undefined;

/** The refusal's data and, for an HTTP error (which carries the whole envelope), its message. */
function refusalOf(error: unknown): { data: ErrorData; message: unknown } {
  type Envelope = ErrorData & { data?: ErrorData; message?: unknown };
  const data = normalizeError(error).data as Envelope;
  return data?.data !== undefined
    ? { data: data.data, message: data.message }
    : { data, message: undefined };
}

function errorIssuesOf(error: unknown): ErrorIssue[] {
  const { data, message } = refusalOf(error);
  if (data?.issues) return data.issues;
  // A refusal about one field without a list of issues (409 "already there"): its message is it.
  return data?.field !== undefined ? [{ field: data.field, message }] : [];
}

/** The fields a failed write names (a 400, 409 or 413 from the edge), in the server's order. */
export function writeErrorIssues(error: unknown): FieldIssue[] {
  return errorIssuesOf(error).flatMap(({ field, message }) =>
    typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [],
  );
}

/**
 * A form's messages from the fields a failed write names: the first message of each field the
 * form has, capitalised to stand beside it ("Must not be empty").
 */
export function fieldErrorsOf<F extends string>(
  issues: readonly FieldIssue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const byField: Partial<Record<F, string>> = {};
  for (const { field, message } of issues) {
    if ((fields as readonly string[]).includes(field)) {
      byField[field as F] ??= message.charAt(0).toUpperCase() + message.slice(1);
    }
  }
  return byField;
}

/** The message a form shows for a failed write: the server's own for a 400 or 409, else the catalogue's. */
export function writeErrorMessage(error: unknown): string {
  const apiError = normalizeError(error);
  const issue = errorIssuesOf(error)[0]?.message ?? refusalOf(error).message;
  if ((apiError.statusCode === 400 || apiError.statusCode === 409) && typeof issue === 'string') {
    return issue.charAt(0).toUpperCase() + issue.slice(1);
  }
  return apiError.message;
}

/** Whether a failed write means the session is over or lacks the scope (then /login decides). */
export function isAuthFailure(error: unknown): boolean {
  const { statusCode } = normalizeError(error);
  return statusCode === 401 || statusCode === 403;
}

/** The talent community CSV, fetched with the bearer token and handed to the browser as a download. */
export async function downloadAdminFile(
  path: string,
  filters: AdminFilters,
  fileName: string,
): Promise<void> {
  let blob: Blob;
  try {
    const response = await getHttpClient().get<Blob>(adminUrl(path, filters), {
      responseType: 'blob',
      headers: { Accept: 'text/csv' },
    });
    blob = response.data;
  } catch (error) {
    throw normalizeError(error);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { useRef, useState, type FormEvent } from 'react';

import {
  isAuthFailure,
  useAdminPage,
  useAdminWrite,
  useRedirectOnAdminFailure,
  writeErrorMessage,
} from './admin-api';
import type { AdminKeyword } from './admin-types';
import {
  ActionFeedback,
  AdminLoading,
  DateTime,
  EmptyState,
  Pagination,
  SectionHeader,
  useFilterParams,
} from './admin-ui';

/** `/admin/blacklist-keywords`: new comments containing a listed keyword are stored as rejected. */
export function BlacklistKeywordsSection() {
  const filters = useFilterParams();
  const search = filters.text('search');
  const { data, isPending, isFetching } = useAdminPage<AdminKeyword[]>('blacklist-keywords', {
    search,
    page: filters.page,
  });
  const write = useAdminWrite();
  const input = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [authError, setAuthError] = useState<unknown>(null);
  useRedirectOnAdminFailure(authError);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = keyword.trim();
    setMessage(null);
    if (!value) {
      setFieldError('Enter a keyword.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setFieldError(null);
    try {
      const created = await write<AdminKeyword>('POST', 'blacklist-keywords', { keyword: value });
      setKeyword('');
      setMessage(`"${created.keyword}" added. New comments containing it will be rejected.`);
    } catch (failure) {
      if (isAuthFailure(failure)) setAuthError(failure);
      else {
        setFieldError(writeErrorMessage(failure));
        input.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async (item: AdminKeyword) => {
    setBusy(true);
    setError(null);
    try {
      await write('DELETE', `blacklist-keywords/${item.id}`);
      setMessage(`"${item.keyword}" removed from the blacklist.`);
    } catch (failure) {
      if (isAuthFailure(failure)) setAuthError(failure);
      else setError(writeErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const keywords = data?.content ?? [];
  return (
    <section className="admin-section" aria-labelledby="admin-heading" aria-busy={isFetching}>
      <SectionHeader
        title="Blacklist keywords"
        description="A new comment that contains one of these words or phrases (any case) is stored as rejected."
      />
      <form className="admin-form" onSubmit={(event) => void add(event)} noValidate>
        <div className="admin-field">
          <label htmlFor="new-keyword">New keyword</label>
          <input
            id="new-keyword"
            ref={input}
            name="keyword"
            value={keyword}
            maxLength={100}
            onChange={(event) => setKeyword(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'new-keyword-error' : 'new-keyword-hint'}
          />
          <p id="new-keyword-hint" className="admin-field__hint">
            Spaces around it are ignored; a keyword is listed once, whatever its case.
          </p>
          {fieldError && (
            <p id="new-keyword-error" className="admin-field__error" role="alert">
              {fieldError}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Adding…' : 'Add keyword'}
        </button>
      </form>
      <ActionFeedback message={message} error={error} />

      <form
        className="admin-filters"
        role="search"
        key={filters.searchParams.toString()}
        onSubmit={(event) => {
          event.preventDefault();
          filters.update({
            search: String(new FormData(event.currentTarget).get('search') ?? '').trim(),
          });
        }}
      >
        <div className="admin-field">
          <label htmlFor="keyword-search">Find a keyword</label>
          <input id="keyword-search" name="search" type="search" defaultValue={search} />
        </div>
        <button type="submit" className="button button--ghost">
          Search
        </button>
      </form>

      {isPending ? (
        <AdminLoading label="Loading keywords" />
      ) : keywords.length === 0 ? (
        <EmptyState title={search ? 'No keyword matches this search.' : 'The blacklist is empty.'}>
          <p>
            {search
              ? 'Clear the search to see every keyword.'
              : 'Add the first keyword with the form above.'}
          </p>
        </EmptyState>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Blacklist keywords, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Keyword</th>
                <th scope="col">Added by</th>
                <th scope="col">Added</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {keywords.map((item) => (
                <tr key={item.id}>
                  <td>
                    <strong>{item.keyword}</strong>
                  </td>
                  <td>{item.createdBy}</td>
                  <td>
                    <DateTime value={item.createdAt} />
                  </td>
                  <td className="admin-table__actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={busy}
                      onClick={() => void remove(item)}
                      aria-label={`Remove the keyword ${item.keyword}`}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pagination pager={data.pager} />}
    </section>
  );
}

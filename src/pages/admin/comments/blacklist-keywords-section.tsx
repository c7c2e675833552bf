import { useRef, useState, type FormEvent } from 'react';

import { useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import type { AdminKeyword } from '../../../../contract/admin-types';
import { ActionFeedback, DateTime, RowAction, useFilterParams } from '../shell/admin-ui';
import { FilterForm, FilterInput, formText } from '../shell/filter-form';
import { useAdminAction } from '../shell/use-admin-action';

/** `/admin/blacklist-keywords`: new comments containing a listed keyword are stored as rejected. */
export function BlacklistKeywordsSection() {
  const filters = useFilterParams();
  const search = filters.text('search');
  const page = useAdminPage<AdminKeyword[]>('blacklist-keywords', {
    search,
    page: filters.page,
  });
  const write = useAdminWrite();
  const action = useAdminAction();
  const input = useRef<HTMLInputElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  const [keyword, setKeyword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  /** The keyword the last action removed, which its Undo adds back. */
  const [removed, setRemoved] = useState<string | null>(null);

  const showFieldError = (message: string | null) => {
    setFieldError(message);
    if (message) input.current?.focus();
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = keyword.trim();
    action.setMessage(null);
    setRemoved(null);
    if (!value) {
      showFieldError('Enter a keyword.');
      return;
    }
    await action.run(
      async () => {
        const created = await write<AdminKeyword>('POST', 'blacklist-keywords', { keyword: value });
        setKeyword('');
        return `"${created.keyword}" added. New comments containing it will be rejected.`;
      },
      { showError: showFieldError },
    );
  };

  // The removed row and its button are gone: focus goes to the Undo that takes their place.
  const remove = (item: AdminKeyword) =>
    action.run(
      async () => {
        setRemoved(null);
        await write('DELETE', `blacklist-keywords/${item.id}`);
        setRemoved(item.keyword);
        return `"${item.keyword}" removed from the blacklist.`;
      },
      { focusAfter: () => undo.current },
    );

  // Undo of a removal: the keyword is added again (a new entry, added now by this admin); the
  // Undo button goes, and focus to the form that adds keywords.
  const restore = (removedKeyword: string) =>
    action.run(
      async () => {
        await write<AdminKeyword>('POST', 'blacklist-keywords', { keyword: removedKeyword });
        setRemoved(null);
        return `"${removedKeyword}" is back on the blacklist.`;
      },
      { focusAfter: () => input.current },
    );

  return (
    <AdminListSection
      title="Blacklist keywords"
      description="A new comment that contains one of these words or phrases (any case) is stored as rejected."
      page={page}
      loadingLabel="Loading keywords"
      empty={
        search
          ? {
              title: 'No keyword matches this search.',
              hint: 'Clear the search to see every keyword.',
            }
          : { title: 'The blacklist is empty.', hint: 'Add the first keyword with the form above.' }
      }
      caption="Blacklist keywords, newest first"
      columns={['Keyword', 'Added by', 'Added', 'Actions']}
      renderRow={(item) => (
        <tr>
          <td>
            <strong>{item.keyword}</strong>
          </td>
          <td>{item.createdBy}</td>
          <td>
            <DateTime value={item.createdAt} />
          </td>
          <td className="admin-table__actions">
            <RowAction
              disabled={action.busy}
              onClick={() => void remove(item)}
              label={`Remove the keyword ${item.keyword}`}
            >
              Remove
            </RowAction>
          </td>
        </tr>
      )}
    >
      <form className="admin-form" onSubmit={(event) => void add(event)} noValidate>
        <div className="admin-field">
          <label htmlFor="new-keyword">New keyword</label>
          <input
            id="new-keyword"
            ref={input}
            name="keyword"
            value={keyword}
            maxLength={100}
            onChange={(event) => {
              setKeyword(event.target.value);
              // The error was about the text that was there; it says nothing about the new one.
              setFieldError(null);
            }}
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
        <button
          type="submit"
          className="button button--primary"
          disabled={action.busy}
          aria-busy={action.busy}
        >
          {action.busy ? 'Adding…' : 'Add keyword'}
        </button>
      </form>
      <div className="admin-outcome">
        <ActionFeedback message={action.message} error={action.error} />
        {removed && (
          <button
            ref={undo}
            type="button"
            className="button button--ghost button--small"
            disabled={action.busy}
            onClick={() => void restore(removed)}
          >
            Undo: add “{removed}” back
          </button>
        )}
      </div>

      <FilterForm
        role="search"
        submitLabel="Search"
        submitStyle="ghost"
        read={(form) => ({ search: formText(form, 'search') })}
      >
        <FilterInput
          id="keyword-search"
          name="search"
          label="Find a keyword"
          defaultValue={search}
        />
      </FilterForm>
    </AdminListSection>
  );
}

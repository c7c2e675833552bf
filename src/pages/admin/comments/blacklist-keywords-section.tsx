import { useRef, useState, type FormEvent, type ReactNode } from 'react';

import { useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import type { AdminKeyword } from '../../../../contract/admin-types';
import { KEYWORD_MODES, type KeywordMode } from '../../../../contract/moderation';
import { ActionFeedback, DateTime, RowAction, useFilterParams } from '../shell/admin-ui';
import { FilterForm, FilterInput, formText } from '../shell/filter-form';
import { useAdminAction } from '../shell/use-admin-action';

/** What each mode does, as the form and the list offer it. */
const MODE_LABELS: Readonly<Record<KeywordMode, string>> = {
  reject: 'Reject the comment',
  hold: 'Hold it for review',
};

/** A removed entry, which its Undo adds back as it was. */
interface RemovedEntry {
  keyword: string;
  mode: KeywordMode;
}

/**
 * `/admin/blacklist-keywords` (SPEC §2), the moderation rules (decision 065): the keyword entries,
 * each with its mode, `*` a wildcard; `settings` and `after` are the screen's other parts.
 */
export function BlacklistKeywordsSection({
  settings,
  after,
}: { settings?: ReactNode; after?: ReactNode } = {}) {
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
  const [mode, setMode] = useState<KeywordMode>('reject');
  const [fieldError, setFieldError] = useState<string | null>(null);
  /** The entry the last action removed, which its Undo adds back. */
  const [removed, setRemoved] = useState<RemovedEntry | null>(null);

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
        const created = await write<AdminKeyword>('POST', 'blacklist-keywords', {
          keyword: value,
          mode,
        });
        setKeyword('');
        const outcome = created.mode === 'hold' ? 'held for review' : 'rejected';
        return `"${created.keyword}" added. New comments containing it will be ${outcome}.`;
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
        setRemoved({ keyword: item.keyword, mode: item.mode });
        return `"${item.keyword}" removed from the blacklist.`;
      },
      { focusAfter: () => undo.current },
    );

  // Undo of a removal: the keyword is added again (a new entry, added now by this admin); the
  // Undo button goes, and focus to the form that adds keywords.
  const restore = (entry: RemovedEntry) =>
    action.run(
      async () => {
        await write<AdminKeyword>('POST', 'blacklist-keywords', entry);
        setRemoved(null);
        return `"${entry.keyword}" is back on the blacklist.`;
      },
      { focusAfter: () => input.current },
    );

  // A stale version (someone changed the entry meanwhile) is a 409 whose message says who; the
  // list is refetched after any write, so it shows the entry as it is now.
  const changeMode = (item: AdminKeyword, next: KeywordMode) =>
    action.run(async () => {
      setRemoved(null);
      await write<AdminKeyword>('PUT', `blacklist-keywords/${item.id}`, {
        mode: next,
        version: item.version,
      });
      return `"${item.keyword}" now ${next === 'hold' ? 'holds comments for review' : 'rejects comments'}.`;
    });

  return (
    <>
      <AdminListSection
        title="Moderation rules"
        description="How a new comment is decided before a moderator reads it. The first rule that applies decides, and the comments list says which rule it was."
        page={page}
        loadingLabel="Loading keywords"
        empty={
          search
            ? {
                title: 'No keyword matches this search.',
                hint: 'Clear the search to see every keyword.',
              }
            : {
                title: 'The blacklist is empty.',
                hint: 'Add the first keyword with the form above.',
              }
        }
        caption="Keyword entries, newest first"
        columns={['Keyword', 'What a match does', 'Added by', 'Added', 'Actions']}
        renderRow={(item) => (
          <tr>
            <td>
              <strong>{item.keyword}</strong>
              {item.spamCommentId !== null && (
                <span className="admin-table__muted admin-table__block">
                  from comment #{item.spamCommentId}, marked as spam
                </span>
              )}
            </td>
            <td>{MODE_LABELS[item.mode]}</td>
            <td>{item.createdBy}</td>
            <td>
              <DateTime value={item.createdAt} />
            </td>
            <td className="admin-table__actions">
              <RowAction
                disabled={action.busy}
                onClick={() => void changeMode(item, item.mode === 'hold' ? 'reject' : 'hold')}
                label={`${item.mode === 'hold' ? 'Reject' : 'Hold'} comments matching ${item.keyword} instead`}
              >
                {item.mode === 'hold' ? 'Reject instead' : 'Hold instead'}
              </RowAction>
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
        {settings}
        <h2 className="moderation-part__heading">Keyword entries</h2>
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
              A word or phrase, matched as whole words in any case and however its letters are
              disguised; <code>*</code> stands for any letters inside a word (<code>casin*</code>{' '}
              matches “casinos”). Listed once, whatever its case.
            </p>
            {fieldError && (
              <p id="new-keyword-error" className="admin-field__error" role="alert">
                {fieldError}
              </p>
            )}
          </div>
          <div className="admin-field">
            <label htmlFor="new-keyword-mode">What a match does</label>
            <select
              id="new-keyword-mode"
              name="mode"
              value={mode}
              onChange={(event) => setMode(event.target.value as KeywordMode)}
            >
              {KEYWORD_MODES.map((value) => (
                <option key={value} value={value}>
                  {MODE_LABELS[value]}
                </option>
              ))}
            </select>
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
              Undo: add “{removed.keyword}” back
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
      {after}
    </>
  );
}

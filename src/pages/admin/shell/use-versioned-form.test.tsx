// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { ApiError } from '../../../../contract/errors';
import { useVersionedForm } from './use-versioned-form';

vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));

interface Note {
  id: number;
  text: string;
  version: number;
}
type Values = { text: string };

const MINE: Note = { id: 1, text: 'First draft', version: 3 };

afterEach(() => {
  cleanup();
});

/** Renders the hook on a screen of its own; `form()` is its state as of the last render. */
function renderForm(record: Note | null) {
  let form!: ReturnType<typeof useVersionedForm<Note, Values>>;
  function Screen({ note }: { note: Note | null }) {
    form = useVersionedForm<Note, Values>({
      record: note,
      valuesOf: (saved) => ({ text: saved.text }),
      empty: () => ({ text: '' }),
      same: (a, b) => a.text === b.text,
      place: (issues) => {
        const errors = Object.fromEntries(issues.map(({ field, message }) => [field, message]));
        return { errors, first: issues[0]?.field ?? null, unplaced: [] };
      },
      fieldId: (field) => `note-${field}`,
      conflictId: 'note-conflict',
      leaveQuestion: 'Leave?',
    });
    return <input id="note-text" readOnly value={form.values.text} />;
  }
  // The record as the screen's query answers it: a refetch hands the form a new one.
  let setNote!: (note: Note) => void;
  function Host() {
    const [note, set] = useState(record);
    setNote = set;
    return <Screen note={note} />;
  }
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Host /> }])} />);
  const rerender = (note: Note) => act(() => setNote(note));
  return { form: () => form, rerender };
}

describe('useVersionedForm', () => {
  test('a 409 with the current record: theirs becomes the base, the typed text stays, loading theirs clears it', async () => {
    const theirs: Note = { ...MINE, text: 'Their words', version: 4 };
    const { form } = renderForm(MINE);
    act(() => form().change({ text: 'My words' }));
    expect(form().dirty).toBe(true);

    await act(() =>
      form().run(() =>
        Promise.reject(
          new ApiError(409, {
            data: {
              message: 'Dana changed text after you opened this form.',
              data: { field: 'version', changedFields: ['text'], current: theirs },
            },
          }),
        ),
      ),
    );
    expect(form().conflict).toEqual({
      message: 'Dana changed text after you opened this form.',
      data: { changedFields: ['text'], current: theirs },
    });
    expect(form().values.text).toBe('My words');
    expect(form().saved).toBe(MINE);
    expect(form().base().version).toBe(4);
    expect(form().failure).toBeNull();
    expect(form().busy).toBe(false);

    act(() => form().adopt(theirs));
    expect(form().conflict).toBeNull();
    expect(form().values.text).toBe('Their words');
    expect(form().dirty).toBe(false);
  });

  test('a 409 without the current record is a failure line, not a conflict', async () => {
    const { form } = renderForm(MINE);
    await act(() =>
      form().run(() =>
        Promise.reject(new ApiError(409, { data: { message: 'Already taken.', data: {} } })),
      ),
    );
    expect(form().conflict).toBeNull();
    expect(form().failure).toBe('Already taken.');
    expect(form().base().version).toBe(3);
  });

  test('a 400 places its issues and keeps the typed text', async () => {
    const { form } = renderForm(MINE);
    act(() => form().change({ text: 'x'.repeat(500) }));
    const issues = [{ field: 'text', message: 'must be at most 400 characters' }];
    await act(() =>
      form().run(() =>
        Promise.reject(new ApiError(400, { data: { data: { field: 'text', issues } } })),
      ),
    );
    expect(form().errors).toEqual({ text: 'must be at most 400 characters' });
    expect(form().values.text).toBe('x'.repeat(500));
    expect(document.activeElement?.id).toBe('note-text');
    act(() => form().change({ text: 'Shorter' }));
    expect(form().errors).toEqual({});
  });

  test('a saved answer stays: the version advances and a later, older record does not undo it', async () => {
    const { form, rerender } = renderForm(MINE);
    act(() => form().change({ text: 'Saved words' }));
    await act(() =>
      form().run(async () => {
        form().adopt({ ...MINE, text: 'Saved words', version: form().base().version + 1 });
        return 'Saved.';
      }),
    );
    expect(form().message).toBe('Saved.');
    expect(form().base().version).toBe(4);
    expect(form().dirty).toBe(false);

    // A refetch that answers the record as it was before the save.
    rerender(MINE);
    expect(form().saved).toMatchObject({ text: 'Saved words', version: 4 });
    expect(form().values.text).toBe('Saved words');
  });
});

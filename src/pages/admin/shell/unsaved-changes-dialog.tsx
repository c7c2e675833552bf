import { useEffect, useRef } from 'react';

/** One way out of the question: its words and what it does. */
export interface DialogChoice {
  label: string;
  onChoose: () => void;
}

/**
 * Asks what to do with a form's unsaved changes before an action that would otherwise take them
 * along silently (duplicate, close). A modal `<dialog>`: the browser keeps focus inside it and
 * Escape cancels; focus goes back to the button that opened it when it is cancelled.
 */
export function UnsavedChangesDialog({
  body,
  choices,
  onCancel,
}: {
  body: string;
  choices: readonly [DialogChoice, DialogChoice];
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    const element = dialog.current;
    // happy-dom and older browsers lack showModal: the dialog is then shown open in the page.
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => element?.close?.();
  }, []);

  const cancel = () => {
    onCancel();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-body"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id="unsaved-changes-title">You have unsaved changes</h2>
      <p id="unsaved-changes-body">{body}</p>
      <div className="job-editor__actions">
        <button type="button" className="button button--primary" onClick={choices[0].onChoose}>
          {choices[0].label}
        </button>
        <button type="button" className="button button--ghost" onClick={choices[1].onChoose}>
          {choices[1].label}
        </button>
        <button type="button" className="button button--ghost" onClick={cancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}

import { useHydrated } from '../../lib/use-hydrated';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** The submit button: waits for hydration, then shows progress while the request runs. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="button button--primary form-field__submit"
      disabled={!hydrated || pending}
      aria-busy={pending || undefined}
    >
      {pending && <span className="form-field__spinner" aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </button>
  );
}

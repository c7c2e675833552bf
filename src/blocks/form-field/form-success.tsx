import { useEffect, useRef, type ReactNode } from 'react';

interface FormSuccessProps {
  title: string;
  message: string;
  children?: ReactNode;
}

/** Replaces a form once it is sent; takes focus so the confirmation is read out. */
export function FormSuccess({ title, message, children }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="form-success" role="status" tabIndex={-1}>
      <svg
        className="form-success__icon"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <p className="form-success__title">{title}</p>
        <p className="form-success__message">{message}</p>
        {children}
      </div>
    </div>
  );
}

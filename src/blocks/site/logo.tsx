import { usePublicConfig } from '../../lib/public-config-context';

/** The wordmark: a crescent resting on a pillow line, then the company name. */
export function Logo() {
  const { companyName } = usePublicConfig();
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M20.5 4.5a11 11 0 1 0 7 19.4A12.5 12.5 0 0 1 20.5 4.5Z" fill="currentColor" />
        <path
          d="M4 27.5h24"
          stroke="var(--color-dawn-500)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__name">{companyName}</span>
    </span>
  );
}

import { usePublicConfig } from '../../lib/public-config-context';
import { DecorativeSvg } from '../icon/icon';

/** The wordmark: a crescent resting on a pillow line, then the company name. */
export function Logo() {
  const { companyName } = usePublicConfig();
  return (
    <span className="logo">
      <DecorativeSvg className="logo__mark" width={32} height={32}>
        <path d="M20.5 4.5a11 11 0 1 0 7 19.4A12.5 12.5 0 0 1 20.5 4.5Z" fill="currentColor" />
        <path
          d="M4 27.5h24"
          stroke="var(--color-dawn-500)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </DecorativeSvg>
      <span className="logo__name">{companyName}</span>
    </span>
  );
}

import type { ShareNetwork } from './share-links';

/** Simplified marks of each network, drawn for this site; decorative beside their label. */
const PATHS: Record<ShareNetwork | 'native', string> = {
  linkedin:
    'M4.5 9h3v10h-3zM6 4.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM10 9h2.9v1.4c.5-.9 1.7-1.7 3.3-1.7 3 0 3.8 1.9 3.8 4.6V19h-3v-5c0-1.3-.3-2.4-1.6-2.4-1.4 0-2.4 1-2.4 2.6V19h-3z',
  x: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.4-6-5.2 6H3.7l6.6-7.7z',
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.6a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.1H8v3h2.4V21z',
  email: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 7 8.5-7',
  native: 'M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v8h14v-8',
};

const FILLED: ReadonlySet<string> = new Set(['linkedin', 'x', 'facebook']);

export function ShareIcon({ name }: { name: ShareNetwork | 'native' }) {
  const filled = FILLED.has(name);
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import type { ColorModePreference } from './color-mode';

const ICON_PROPS = {
  viewBox: '0 0 20 20',
  width: 18,
  height: 18,
  'aria-hidden': true,
  focusable: false,
} as const;

function SunIcon() {
  return (
    <svg {...ICON_PROPS}>
      <circle cx="10" cy="10" r="3.5" fill="currentColor" />
      <path
        d="M10 1.5v2.5M10 16v2.5M1.5 10H4M16 10h2.5M4 4l1.8 1.8M14.2 14.2 16 16M4 16l1.8-1.8M14.2 5.8 16 4"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg {...ICON_PROPS}>
      <path d="M12.5 2.5a7.5 7.5 0 1 0 5 12.6A8.5 8.5 0 0 1 12.5 2.5Z" fill="currentColor" />
    </svg>
  );
}

/** Half light, half dark: follow the device. */
function SystemIcon() {
  return (
    <svg {...ICON_PROPS}>
      <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10 3a7 7 0 0 1 0 14Z" fill="currentColor" />
    </svg>
  );
}

export function ThemeIcon({ mode }: { mode: ColorModePreference }) {
  if (mode === 'light') return <SunIcon />;
  if (mode === 'dark') return <MoonIcon />;
  return <SystemIcon />;
}

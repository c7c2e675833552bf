import type { ComponentPropsWithRef } from 'react';

import './nav-button.css';

/** Icon paths for the round arrow and playback buttons. */
export const NAV_ICONS = {
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5.5v13l10.5-6.5z',
} as const;

interface NavButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'children'> {
  /** The SVG path drawn inside the button (one of `NAV_ICONS`). */
  icon: string;
  /** The button has only an icon, so it needs a name. */
  'aria-label': string;
}

/** A round 44 px icon button, e.g. previous/next in the carousel and the slider. */
export function NavButton({ icon, className, ...props }: NavButtonProps) {
  return (
    <button
      {...props}
      type="button"
      className={className ? `nav-button ${className}` : 'nav-button'}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={icon}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

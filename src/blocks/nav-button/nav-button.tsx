import type { ComponentPropsWithRef } from 'react';

import { LineIcon, type LineIconName } from '../icon/icon';
import './nav-button.css';

/** The icons of the round arrow and playback buttons. */
type NavIcon = Extract<LineIconName, 'chevronLeft' | 'chevronRight' | 'pause' | 'play'>;

interface NavButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'children'> {
  icon: NavIcon;
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
      <LineIcon name={icon} strokeWidth={2.25} />
    </button>
  );
}

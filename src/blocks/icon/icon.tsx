import type { ReactNode } from 'react';

/**
 * The site's icons, in the current colour, and the frame of every decorative drawing. All are
 * decoration: hidden from assistive technology and never focusable, because the control or the
 * text beside each carries the name.
 */

interface DecorativeSvgProps {
  /** The drawing's own width and height (its viewBox). */
  width: number;
  height: number;
  /** The side it is shown at, when not its own width. */
  size?: number;
  className?: string;
  children: ReactNode;
}

/**
 * An inline SVG drawing that is decoration only (an icon, an illustration, the logo's mark).
 *
 * @example
 * <DecorativeSvg className="error-page__art" width={240} height={150}>…</DecorativeSvg>
 */
export function DecorativeSvg({ width, height, size, className, children }: DecorativeSvgProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      width={size ?? width}
      height={size ?? height}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

// Icons are drawn on a square grid: 24 px, the colour-mode icons 20 px.
const GRID = 24;

const PLAY_PATH = 'M8 5.5v13l10.5-6.5z';

/** Line icons on a 24 px grid, drawn with a round pen. */
const LINE_PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  play: PLAY_PATH,
  pause: 'M9 6v12M15 6v12',
  search: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Zm5.3-2.2L21 21',
  filters: 'M4 6h16M7 12h10M10 18h4',
  copy: 'M9 9h10v11H9zM5 15V4h10',
  download: 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14',
  chat: 'M4 5h16v11H9l-5 4z M8 9.5h8M8 12.5h5',
  send: 'M20.5 3.5 10 14M20.5 3.5 14 20.5l-4-6.5-6.5-4z',
  share: 'M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v8h14v-8',
  email: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 7 8.5-7',
  phone:
    'M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A15.5 15.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2Z',
} as const;
export type LineIconName = keyof typeof LINE_PATHS;

/** Solid icons on a 24 px grid: the networks' simplified marks, drawn for this site, and play. */
const SOLID_PATHS = {
  play: PLAY_PATH,
  linkedin:
    'M4.5 9h3v10h-3zM6 4.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM10 9h2.9v1.4c.5-.9 1.7-1.7 3.3-1.7 3 0 3.8 1.9 3.8 4.6V19h-3v-5c0-1.3-.3-2.4-1.6-2.4-1.4 0-2.4 1-2.4 2.6V19h-3z',
  x: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.4-6-5.2 6H3.7l6.6-7.7z',
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.6a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.1H8v3h2.4V21z',
} as const;
export type SolidIconName = keyof typeof SOLID_PATHS;

export interface IconProps {
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
}

/**
 * A line icon by name.
 *
 * @example
 * <LineIcon name="close" size={22} />
 */
export function LineIcon({
  name,
  size = 20,
  strokeWidth = 2,
  className,
}: IconProps & { name: LineIconName; strokeWidth?: number }) {
  return (
    <DecorativeSvg width={GRID} height={GRID} size={size} className={className}>
      <path
        d={LINE_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </DecorativeSvg>
  );
}

/** A solid icon by name. */
export function SolidIcon({ name, size = 20, className }: IconProps & { name: SolidIconName }) {
  return (
    <DecorativeSvg width={GRID} height={GRID} size={size} className={className}>
      <path d={SOLID_PATHS[name]} fill="currentColor" />
    </DecorativeSvg>
  );
}

// The colour-mode icons: a smaller grid, a thinner pen.
const MODE_GRID = 20;
const MODE_PEN = 1.6;

/** Light mode. */
export function SunIcon({ size = 18, className }: IconProps) {
  return (
    <DecorativeSvg width={MODE_GRID} height={MODE_GRID} size={size} className={className}>
      <circle cx="10" cy="10" r="3.5" fill="currentColor" />
      <path
        d="M10 1.5v2.5M10 16v2.5M1.5 10H4M16 10h2.5M4 4l1.8 1.8M14.2 14.2 16 16M4 16l1.8-1.8M14.2 5.8 16 4"
        stroke="currentColor"
        strokeWidth={MODE_PEN}
        strokeLinecap="round"
      />
    </DecorativeSvg>
  );
}

/** Dark mode. */
export function MoonIcon({ size = 18, className }: IconProps) {
  return (
    <DecorativeSvg width={MODE_GRID} height={MODE_GRID} size={size} className={className}>
      <path d="M12.5 2.5a7.5 7.5 0 1 0 5 12.6A8.5 8.5 0 0 1 12.5 2.5Z" fill="currentColor" />
    </DecorativeSvg>
  );
}

/** Half light, half dark: follow the device. */
export function SystemModeIcon({ size = 18, className }: IconProps) {
  return (
    <DecorativeSvg width={MODE_GRID} height={MODE_GRID} size={size} className={className}>
      <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth={MODE_PEN} />
      <path d="M10 3a7 7 0 0 1 0 14Z" fill="currentColor" />
    </DecorativeSvg>
  );
}

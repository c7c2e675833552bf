import { useId } from 'react';

import { useCurrentRoute } from '../../api/current-route';
import { MoonIcon, SunIcon, SystemModeIcon } from '../icon/icon';
import { useColorModePreference, type ColorModePreference } from './color-mode';
import './theme-toggle.css';

const OPTIONS: { value: ColorModePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

function ThemeIcon({ mode }: { mode: ColorModePreference }) {
  if (mode === 'light') return <SunIcon />;
  if (mode === 'dark') return <MoonIcon />;
  return <SystemModeIcon />;
}

/**
 * Light, dark or system (SPEC §4). On a route that forces a mode the choices stay reachable by
 * keyboard but are `aria-disabled` and say why (a note they are described by, shown on hover and
 * focus, or always with `note="inline"`); the visitor's own choice stays checked and kept.
 */
export function ThemeToggle({ note = 'tooltip' }: { note?: 'tooltip' | 'inline' }) {
  const [preference, setPreference] = useColorModePreference();
  const forced = useCurrentRoute()?.colorMode;
  const name = useId();
  const noteId = useId();
  return (
    <div className={`theme-toggle-wrap theme-toggle-wrap--${note}`}>
      <fieldset className="theme-toggle" data-forced={forced}>
        <legend className="visually-hidden">Colour theme</legend>
        {OPTIONS.map((option) => (
          <label key={option.value} className="theme-toggle__option" title={option.label}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={preference === option.value}
              aria-disabled={forced ? true : undefined}
              aria-describedby={forced ? noteId : undefined}
              // Controlled: while forced, a click or an arrow key changes nothing.
              onChange={() => {
                if (!forced) setPreference(option.value);
              }}
              className="theme-toggle__input"
            />
            <ThemeIcon mode={option.value} />
            <span className="visually-hidden">{option.label}</span>
          </label>
        ))}
      </fieldset>
      {forced && (
        <span id={noteId} className="theme-toggle__note">
          This page is always {forced}
        </span>
      )}
    </div>
  );
}

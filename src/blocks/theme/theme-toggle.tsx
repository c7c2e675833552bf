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

/** Light, dark or system (SPEC §4); a route that forces a mode says so instead of offering a choice. */
export function ThemeToggle() {
  const [preference, setPreference] = useColorModePreference();
  const forced = useCurrentRoute()?.colorMode;
  const name = useId();
  return (
    <fieldset className="theme-toggle" disabled={Boolean(forced)}>
      <legend className="visually-hidden">
        {forced ? `Colour theme (this page is always ${forced})` : 'Colour theme'}
      </legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="theme-toggle__option" title={option.label}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={preference === option.value}
            onChange={() => setPreference(option.value)}
            className="theme-toggle__input"
          />
          <ThemeIcon mode={option.value} />
          <span className="visually-hidden">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

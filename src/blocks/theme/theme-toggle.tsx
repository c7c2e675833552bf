import { useId } from 'react';

import { useCurrentRoute } from '../../app/current-route';
import { useColorModePreference, type ColorModePreference } from './color-mode';
import './theme-toggle.css';

const OPTIONS: { value: ColorModePreference; label: string; icon: string }[] = [
  { value: 'light', label: 'Light', icon: '☀' },
  { value: 'dark', label: 'Dark', icon: '☾' },
  { value: 'system', label: 'System', icon: '◐' },
];

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
          <span aria-hidden="true" className="theme-toggle__icon">
            {option.icon}
          </span>
          <span className="visually-hidden">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

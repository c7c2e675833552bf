import type { FilterOption } from '../../../contract/page-types';
import {
  FILTER_GROUP_LABELS,
  FILTER_GROUPS,
  type FilterGroup,
  type FilterSelection,
} from '../job-list/job-list-query';
import { optionsWithSelected } from './filter-options';
import './job-filters.css';

export interface FilterPanelProps {
  options: Record<FilterGroup, FilterOption[]>;
  selection: FilterSelection;
  onToggle: (group: FilterGroup, value: string) => void;
}

/**
 * The grouped checkboxes with their counts. Named like the URL's parameters, so inside a GET
 * form they work without JavaScript.
 */
export function FilterPanel({ options, selection, onToggle }: FilterPanelProps) {
  return (
    <div className="job-filters__groups">
      {FILTER_GROUPS.map((group) => {
        const groupOptions = optionsWithSelected(options[group], selection[group]);
        if (groupOptions.length === 0) return null;
        return (
          <fieldset key={group} className="job-filters__group">
            <legend className="job-filters__legend">{FILTER_GROUP_LABELS[group]}</legend>
            <ul className="job-filters__options">
              {groupOptions.map((option) => (
                <li key={option.value}>
                  <label className="job-filters__option">
                    <input
                      type="checkbox"
                      className="job-filters__checkbox"
                      name={group}
                      value={option.value}
                      checked={selection[group].includes(option.value)}
                      onChange={() => onToggle(group, option.value)}
                    />
                    <span className="job-filters__value">{option.label ?? option.value}</span>
                    <span className="job-filters__count">
                      <span className="visually-hidden">(</span>
                      {option.count}
                      <span className="visually-hidden"> jobs)</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

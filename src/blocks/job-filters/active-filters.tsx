import { LineIcon } from '../icon/icon';
import { formatPayBand } from '../../../contract/job-pay';
import {
  clearedFilters,
  FILTER_GROUP_LABELS,
  FILTER_GROUPS,
  jobListHref,
  withChanges,
  type JobListState,
} from '../job-list/job-list-query';
import { searchLabel } from './search-label';
import './job-filters.css';
import { Link } from '../link/link';

interface Chip {
  key: string;
  label: string;
  description: string;
  href: string;
}

function chipsOf(state: JobListState): Chip[] {
  const chips: Chip[] = FILTER_GROUPS.flatMap((group) =>
    state[group].map((value) => ({
      key: `${group}:${value}`,
      label: value,
      description: `${FILTER_GROUP_LABELS[group]}: ${value}`,
      href: jobListHref(
        withChanges(state, { [group]: state[group].filter((item) => item !== value) }),
      ),
    })),
  );
  if (state.payMin !== null) {
    chips.push({
      key: 'payMin',
      label: formatPayBand(state.payMin),
      description: `Minimum pay: ${formatPayBand(state.payMin)}`,
      href: jobListHref(withChanges(state, { payMin: null })),
    });
  }
  if (state.search) {
    chips.push({
      key: 'search',
      label: searchLabel(state.search),
      description: `Search: ${searchLabel(state.search)}`,
      href: jobListHref(withChanges(state, { search: '' })),
    });
  }
  return chips;
}

/** The active filters as removable chips (links, so they work without JavaScript) and clear-all. */
export function ActiveFilters({ state }: { state: JobListState }) {
  const chips = chipsOf(state);
  if (chips.length === 0) return null;
  const clearAll = jobListHref(clearedFilters(state));
  return (
    <div className="job-filters__active">
      <h3 className="visually-hidden">Active filters</h3>
      <ul className="job-filters__chips">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              className="job-filters__chip"
              to={chip.href}
              aria-label={`Remove filter ${chip.description}`}
            >
              {chip.label}
              <LineIcon name="close" size={14} strokeWidth={2.4} />
            </Link>
          </li>
        ))}
      </ul>
      <Link className="job-filters__clear" to={clearAll}>
        Clear all
      </Link>
    </div>
  );
}

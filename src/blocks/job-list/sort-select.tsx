import { SORT_LABELS, type JobSort } from './job-list-query';

interface SortSelectProps {
  value: JobSort;
  /** Best match is offered only while searching. */
  searching: boolean;
  onChange: (sort: JobSort) => void;
}

const ORDERS: JobSort[] = ['relevance', 'newest', 'oldest', 'title', 'pay'];

export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const orders = ORDERS.filter((order) => order !== 'relevance' || searching);
  return (
    <div className="job-list__sort">
      <label className="job-list__label" htmlFor="job-sort">
        Sort by
      </label>
      <select
        id="job-sort"
        className="job-list__select"
        name="sort"
        value={value}
        onChange={(event) => onChange(event.target.value as JobSort)}
      >
        {orders.map((order) => (
          <option key={order} value={order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </select>
    </div>
  );
}

import type { PayBand } from '../../../contract/job-list-query';
import { PAY_BANDS } from '../../../contract/job-list-query';
import type { FilterOption } from '../../../contract/page-types';
import { formatPayBand } from '../../../contract/job-pay';

interface PaySelectProps {
  value: PayBand | null;
  /** The list's `payMin` facet: how many jobs each band would list. */
  options: FilterOption[];
  onChange: (payMin: PayBand | null) => void;
}

const bandOf = (value: string): PayBand | null =>
  PAY_BANDS.find((band) => String(band) === value) ?? null;

/**
 * The minimum pay, a year in euros: a select named like the URL's parameter, so the GET form
 * sends it without JavaScript ("Any pay" is empty, which the list drops).
 */
export function PaySelect({ value, options, onChange }: PaySelectProps) {
  return (
    <div className="job-list__pay">
      <label className="job-list__label" htmlFor="job-pay-min">
        Minimum pay
      </label>
      <select
        id="job-pay-min"
        className="job-list__select"
        name="payMin"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(bandOf(event.target.value))}
      >
        <option value="">Any pay</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {`${formatPayBand(Number(option.value))} (${option.count})`}
          </option>
        ))}
      </select>
    </div>
  );
}

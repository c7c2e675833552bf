import {
  rateWebVital,
  WEB_VITALS,
  type WebVitalName,
  type WebVitalSeries,
} from '../../../../contract/web-vitals';
import { formatDay, formatVital, RATING_LABELS } from './vital-format';

const WIDTH = 320;
const HEIGHT = 140;
const PLOT = { top: 12, right: 8, bottom: 22, left: 8 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
// Bars use at most this share of their day's slot: gaps keep 28 of them apart.
const BAR_SHARE = 0.7;

interface VitalChartProps {
  name: WebVitalName;
  route: string;
  series: WebVitalSeries | undefined;
  /** Every UTC day of the window, in order: each has a slot, measured or not. */
  days: readonly string[];
}

/**
 * One metric of one route: its p75 over the window against the "good" threshold, the p75 of each
 * day as a bar (coloured and worded by its rating), and the same numbers as a table for screen
 * readers (the drawing itself is hidden from them).
 */
export function VitalChart({ name, route, series, days }: VitalChartProps) {
  const definition = WEB_VITALS[name];
  const threshold = formatVital(name, definition.good);
  const measured = new Map(series?.days.map((day) => [day.day, day]));
  const top = Math.max(definition.good * 1.5, ...(series?.days.map((day) => day.p75) ?? [])) * 1.1;
  const y = (value: number) => PLOT.top + PLOT_HEIGHT * (1 - value / top);
  const slot = PLOT_WIDTH / days.length;
  const rating = series ? rateWebVital(name, series.p75) : undefined;
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure className="vital-chart" data-metric={name}>
      <figcaption className="vital-chart__caption">
        <span className="vital-chart__name">
          <abbr title={definition.label}>{name}</abbr>
        </span>
        {series && rating ? (
          <>
            <span className="vital-chart__value">p75 {formatVital(name, series.p75)}</span>
            <span className={`vital-chart__rating vital-chart__rating--${rating}`}>
              {RATING_LABELS[rating]}
            </span>
          </>
        ) : (
          <span className="vital-chart__none">Not measured yet</span>
        )}
        <span className="vital-chart__threshold-note">Good up to {threshold}</span>
      </figcaption>
      <svg
        className="vital-chart__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <line
          className="vital-chart__axis"
          x1={PLOT.left}
          x2={WIDTH - PLOT.right}
          y1={PLOT.top + PLOT_HEIGHT}
          y2={PLOT.top + PLOT_HEIGHT}
        />
        {days.map((day, index) => {
          const point = measured.get(day);
          if (!point) return null;
          const height = Math.max(PLOT.top + PLOT_HEIGHT - y(point.p75), 1);
          return (
            <rect
              key={day}
              className={`vital-chart__bar vital-chart__bar--${rateWebVital(name, point.p75)}`}
              x={PLOT.left + index * slot + (slot * (1 - BAR_SHARE)) / 2}
              y={PLOT.top + PLOT_HEIGHT - height}
              width={slot * BAR_SHARE}
              height={height}
            />
          );
        })}
        <line
          className="vital-chart__threshold"
          x1={PLOT.left}
          x2={WIDTH - PLOT.right}
          y1={y(definition.good)}
          y2={y(definition.good)}
        />
        <text
          className="vital-chart__label vital-chart__label--end"
          x={WIDTH - PLOT.right}
          y={y(definition.good) - 4}
        >
          {threshold}
        </text>
        {first && (
          <text className="vital-chart__label" x={PLOT.left} y={HEIGHT - 6}>
            {formatDay(first)}
          </text>
        )}
        {last && last !== first && (
          <text
            className="vital-chart__label vital-chart__label--end"
            x={WIDTH - PLOT.right}
            y={HEIGHT - 6}
          >
            {formatDay(last)}
          </text>
        )}
      </svg>
      {series && (
        // A table is as wide as its cells whatever its width: the box around it hides it.
        <div className="visually-hidden">
          <table>
            <caption>
              {definition.label} ({name}) on {route}, 75th percentile per day (good up to{' '}
              {threshold})
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">p75</th>
                <th scope="col">Rating</th>
                <th scope="col">Page views</th>
              </tr>
            </thead>
            <tbody>
              {series.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDay(day.day)}</th>
                  <td>{formatVital(name, day.p75)}</td>
                  <td>{RATING_LABELS[rateWebVital(name, day.p75)]}</td>
                  <td>{day.samples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}

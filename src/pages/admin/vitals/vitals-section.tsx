import './vitals.css';

import type { ReactNode } from 'react';

import { paths } from '../../../../contract/paths';
import {
  WEB_VITAL_NAMES,
  WEB_VITALS_WINDOWS_DAYS,
  type WebVitalsReport,
  type WebVitalsWindowDays,
} from '../../../../contract/web-vitals';
import { useAdminPage } from '../../../api/admin-api';
import { Link } from '../../../blocks/link/link';
import { AdminLoading, EmptyState, SectionHeader, useFilterParams } from '../shell/admin-ui';
import { VitalChart } from './vital-chart';
import { windowDays } from './vital-format';

const DESCRIPTION =
  'How fast the site is for real visitors: the 75th percentile (p75) of each Core Web Vital per page, from a sample of page views, day by day (UTC). Three in four page views were at least this fast.';

/** The window, `?days=7|28` in the URL, so a chosen window can be shared and Back works. */
function useWindowDays(): WebVitalsWindowDays {
  const days = Number(useFilterParams().text('days'));
  return WEB_VITALS_WINDOWS_DAYS.find((choice) => choice === days) ?? WEB_VITALS_WINDOWS_DAYS[0];
}

function WindowSwitch({ current }: { current: WebVitalsWindowDays }) {
  return (
    <nav className="vitals-window" aria-label="Period">
      <ul>
        {WEB_VITALS_WINDOWS_DAYS.map((days) => (
          <li key={days}>
            <Link
              to={`${paths.admin('vitals')}?days=${days}`}
              aria-current={days === current ? 'page' : undefined}
            >
              Last {days} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RouteVitals({
  entry,
  days,
}: {
  entry: WebVitalsReport['routes'][number];
  days: readonly string[];
}) {
  const headingId = `vitals-${entry.route.replace(/[^\w-]/g, '-')}`;
  const pageViews = Math.max(...Object.values(entry.metrics).map((series) => series.samples));
  return (
    <section className="vitals-route" aria-labelledby={headingId}>
      <h2 id={headingId} className="vitals-route__heading">
        <code>{entry.route}</code>{' '}
        <span className="vitals-route__count">
          {pageViews} {pageViews === 1 ? 'page view' : 'page views'}
        </span>
      </h2>
      <div className="vitals-route__charts">
        {WEB_VITAL_NAMES.map((name) => (
          <VitalChart
            key={name}
            name={name}
            route={entry.route}
            series={entry.metrics[name]}
            days={days}
          />
        ))}
      </div>
    </section>
  );
}

/** `/admin/vitals`: real visitors' Core Web Vitals, p75 per page over 7 or 28 days (decision 067). */
export function VitalsSection() {
  const days = useWindowDays();
  const page = useAdminPage<WebVitalsReport>('vitals', { days });
  const report = page.data?.content;
  let body: ReactNode;
  if (!report) body = <AdminLoading label="Loading the speed measurements" />;
  else if (report.routes.length === 0)
    body = (
      <EmptyState title={`No speed measurements in the last ${days} days.`}>
        <p>
          Visitors’ browsers send them as they leave a page, for a sample of page views and never
          with do-not-track on. The first appear here shortly after the first visits.
        </p>
      </EmptyState>
    );
  else {
    const windowOfDays = windowDays(report.from, report.days);
    body = report.routes.map((entry) => (
      <RouteVitals key={entry.route} entry={entry} days={windowOfDays} />
    ));
  }
  return (
    <div className="vitals">
      <SectionHeader title="Site speed" description={DESCRIPTION} />
      <WindowSwitch current={days} />
      {body}
    </div>
  );
}

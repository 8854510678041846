import { Link, Navigate, useSearchParams } from '@andaman/shared/router';
import { lazyAntdPart } from '@andaman/shared/ui/antd-theme';
import { useAtomValue } from 'jotai';
import { savedTripsAtom } from '../domain/booking-state';
import { legResultsPath, parseLegParams, resultsHeading } from '../domain/search';
import { FerryResults } from '../features/results/ferry-results';
import { LegSteps } from '../features/results/leg-steps';
import styles from './ferry-pages.module.css';

/**
 * The seat dialog (antd's Modal, with antd's theme) loads when a class that needs seats is chosen,
 * which is before Select Seats can be pressed, not with the results.
 */
const { Component: SeatDialogOnUse } = lazyAntdPart(
  async () => (await import('../features/seats/seat-dialog')).SeatDialog,
);

/**
 * `/tickets`: one leg's results at a time (rule ferry.route.results); without a saved search, back to /ferry
 * (rule ferry.results.no-search).
 */
export function FerryResultsPage() {
  const [params] = useSearchParams();
  const trips = useAtomValue(savedTripsAtom);
  if (trips.length === 0) return <Navigate to="/ferry" replace />;
  const leg = parseLegParams(params);
  if (!leg) return <Navigate to={legResultsPath(trips, 1)} replace />;
  const heading = resultsHeading(leg.adults, leg.children, leg.travel_date);
  return (
    <div data-remote="ferry" className={styles.page}>
      <title>{`Ferry results, trip ${leg.trip_no} of ${leg.trip_count} | Andaman Ferry Booking`}</title>
      <meta
        name="description"
        content="Compare Makruzz, Nautika and Green Ocean sailings, classes and fares."
      />
      <LegSteps trips={trips} currentId={leg.id} />
      <div className={styles.resultsHeader}>
        <h1 style={{ margin: 0, fontSize: 24 }}>{heading}</h1>
        <Link to="/ferry" className={styles.modifyLink}>
          Modify search
        </Link>
      </div>
      <FerryResults key={params.toString()} leg={leg} SeatPicker={SeatDialogOnUse} />
    </div>
  );
}

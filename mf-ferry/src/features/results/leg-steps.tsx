import { portFromValue } from '@andaman/shared/data/ports';
import { Steps } from '@andaman/shared/ui/steps';
import type { SavedTrip } from '../../domain/search';

const portName = (value: string) => portFromValue(value)?.name ?? value;

/** One step per leg with its from and to names; the current leg (query parameter id) is highlighted. */
export function LegSteps({ trips, currentId }: { trips: SavedTrip[]; currentId: number }) {
  const current = Math.max(
    0,
    trips.findIndex((trip) => trip.id === currentId),
  );
  return (
    <nav aria-label="Trips">
      <Steps
        current={current}
        size="small"
        responsive
        items={trips.map((trip, index) => ({
          title: `${portName(trip.from)} → ${portName(trip.to)}`,
          description: `Trip ${index + 1}`,
        }))}
      />
    </nav>
  );
}

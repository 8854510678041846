import { portOptions } from '@andaman/shared/data/ports';
import { render, screen, within } from '@testing-library/react';
import type { SavedTrip } from '../../domain/search';
import { LegSteps } from './leg-steps';

const [first, second, third] = portOptions.map((option) => option.value);
const trip = (id: number, from = first ?? '', to = second ?? ''): SavedTrip => ({
  id,
  from,
  to,
  travel_date: '2026-12-01',
  adults: 2,
  children: 0,
});

describe('LegSteps', () => {
  it('names each leg by its ports and marks the current one as the current step, earlier ones ticked', () => {
    render(<LegSteps trips={[trip(11), trip(12, second, third), trip(13, third, first)]} currentId={12} />);
    const steps = within(screen.getByRole('navigation', { name: 'Trips' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(/→.*Trip 1/);
    expect(steps[0]).toHaveTextContent('✓');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent('Trip 2');
    expect(steps[2]).toHaveTextContent('3');
    expect(steps[2]).not.toHaveAttribute('aria-current');
  });

  it('falls back to the first leg when the current id is not a saved leg', () => {
    render(<LegSteps trips={[trip(11), trip(12)]} currentId={99} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });
});

import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FerryCard as CardModel } from '../../domain/ferry-card';
import { ferryMessages } from '../../domain/messages';
import {
  greenOceanClass,
  greenOceanRoute,
  makruzzClass,
  makruzzSchedule,
} from '../../testing/ferry-builders';
import { greenOceanCards, makruzzCards } from './card-model';
import { FerryCard } from './ferry-card';

function Harness({ card, onContinue }: { card: CardModel; onContinue: () => void }) {
  const [chosen, setChosen] = useState<string>();
  return (
    <FerryCard
      card={card}
      selectedClassKey={chosen}
      onSelectClass={(_card, classKey) => setChosen(classKey)}
      onContinue={() => onContinue()}
      busy={false}
    />
  );
}

describe('class selection on a card', () => {
  it('Makruzz: Proceed stays disabled until a class is chosen; unavailable classes cannot be chosen', async () => {
    const [card] = makruzzCards(
      [
        makruzzSchedule({
          classes: [
            makruzzClass({ ship_class_id: 1, ship_class_title: 'Premium' }),
            makruzzClass({ ship_class_id: 2, ship_class_title: 'Deluxe', is_active: 0 }),
            makruzzClass({ ship_class_id: 3, ship_class_title: 'Royal', seat: 1 }),
          ],
        }),
      ],
      { adults: 2, children: 0 },
    );
    if (!card) throw new Error('fixture');
    const onContinue = vi.fn();
    const { user } = renderWithProviders(<Harness card={card} onContinue={onContinue} />);
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(proceed).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Deluxe/ })).toBeDisabled();
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Royal/ })).toBeDisabled();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    // The operator's booking notice shows on the card (Makruzz books at once: rule ferry.results.notice).
    expect(screen.getByText(ferryMessages.instantBooking)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Premium/ }));
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('Green Ocean: Select Seats, prices with the flat 50, port fee, sold out at 0 seats', () => {
    const [card] = greenOceanCards(
      {
        ferry_1: [
          greenOceanRoute({
            classes: [
              greenOceanClass(),
              greenOceanClass({ class_id: 2, class_name: 'Premium', seat_available: 0 }),
            ],
          }),
        ],
      },
      { from: '1-Port Blair-Port Blair', to: '3-Neil Island-Shaheed Dweep', travel_date: '2099-01-10' },
    );
    if (!card) throw new Error('fixture');
    renderWithProviders(<Harness card={card} onContinue={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Select Seats' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Premium/ })).toBeDisabled();
    expect(screen.getAllByText('₹1,300')).toHaveLength(2);
    expect(screen.getAllByText(/Infant ₹170/)).toHaveLength(2);
    expect(screen.getByText('Port fee ₹50 included in the fares')).toBeInTheDocument();
    expect(screen.getByText('Get tickets in 3-4 business hours.')).toBeInTheDocument();
  });
});

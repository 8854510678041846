import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ferryMessages } from '../../domain/messages';
import type { LegParams } from '../../domain/search';
import { greenOceanRoute, makruzzSchedule, nautikaTrip } from '../../testing/ferry-builders';
import { FerryResults } from './ferry-results';

const ferryRead = vi.hoisted(() => vi.fn());
vi.mock('../../api/ferry-read', () => ({ ferryRead }));

// Called once each time a card renders: counts the cards' renders.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../domain/ferry-card', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../domain/ferry-card')>();
  return {
    ...original,
    cardPortFeeNote: (...args: Parameters<typeof original.cardPortFeeNote>) => {
      cardRenders.count += 1;
      return original.cardPortFeeNote(...args);
    },
  };
});

const leg: LegParams = {
  adults: 1,
  children: 0,
  from: '1-Port Blair-Port Blair',
  to: '2-Havelock-Swaraj Dweep',
  travel_date: '2099-01-10',
  trip_no: 1,
  trip_count: 1,
  id: 1,
};

const answers: Record<string, () => Promise<unknown>> = {};
const renderResults = () =>
  renderWithProviders(
    <Provider store={createStore()}>
      <FerryResults leg={leg} SeatPicker={() => null} />
    </Provider>,
    { route: '/tickets' },
  );

describe('results from three operators', () => {
  beforeEach(() => {
    answers['/makruzz/schedule_search'] = async () => ({ success: true, data: [makruzzSchedule()] });
    answers['/nautika/getTripData'] = async () => ({ success: true, data: [nautikaTrip()] });
    answers['/green-ocean/route-details'] = async () => ({
      success: true,
      data: { ferry_1: [greenOceanRoute()] },
    });
    ferryRead.mockReset();
    ferryRead.mockImplementation((path: string) => answers[path]?.() ?? Promise.reject(new Error(path)));
  });

  it('lists every operator together, by departure (rule ferry.results.order)', async () => {
    renderResults();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    // Nautika leaves at 7:05 AM, Makruzz at 8:00 AM, Green Ocean at 10:30 AM.
    expect(screen.getAllByRole('article').map((card) => card.querySelector('img')?.alt)).toEqual([
      'Nautika',
      'Makruzz',
      'Green Ocean',
    ]);
  });

  it('a class chosen renders again only the card it is on, not the others', async () => {
    const { user } = renderResults();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    const [first] = screen.getAllByRole('article');
    const radio = first?.querySelector<HTMLInputElement>('input[type="radio"]:not([disabled])');
    if (!radio) throw new Error('no class to choose');
    cardRenders.count = 0;
    await user.click(radio);
    await waitFor(() => expect(radio).toBeChecked());
    expect(cardRenders.count).toBe(1);
  });

  it('one operator failing does not hide the others', async () => {
    answers['/nautika/getTripData'] = async () => {
      throw new Error('Nautika is not responding');
    };
    renderResults();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByText(ferryMessages.noTickets)).not.toBeInTheDocument();
    expect(screen.queryByText('Nautika is not responding')).not.toBeInTheDocument();
  });

  it('a slow operator does not hold back the others', async () => {
    answers['/green-ocean/route-details'] = () => new Promise(() => undefined);
    renderResults();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('Still searching Green Ocean…')).toBeInTheDocument();
  });

  it('says "No tickets found for your search" when nobody has anything', async () => {
    answers['/makruzz/schedule_search'] = async () => ({ success: true, data: [] });
    answers['/nautika/getTripData'] = async () => {
      throw new Error('down');
    };
    answers['/green-ocean/route-details'] = async () => ({ success: true, data: {} });
    renderResults();
    expect(await screen.findByText(ferryMessages.noTickets)).toBeInTheDocument();
  });
});

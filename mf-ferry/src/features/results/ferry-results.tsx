import { Link } from '@andaman/shared/router';
import { EmptyState } from '@andaman/shared/ui/empty-state';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { useAtom } from 'jotai';
import { useCallback, useDeferredValue, useRef } from 'react';
import { type LegDraft, legDraftsAtom } from '../../domain/booking-state';
import type { FerryCard as FerryCardModel } from '../../domain/ferry-card';
import { ferryMessages } from '../../domain/messages';
import type { LegParams } from '../../domain/search';
import type { SeatPicker } from '../../domain/seat-picker';
import { FerryCard } from './ferry-card';
import { useAdvanceLeg } from './use-advance-leg';
import { useFerryResults } from './use-ferry-results';

export interface FerryResultsProps {
  leg: LegParams;
  /** Where seats are picked for Nautika and Green Ocean (the page plugs in the seats feature). */
  SeatPicker: SeatPicker;
}

/**
 * A leg's results and selection flow: ferry and class on a card, then seats (Nautika, Green Ocean) or
 * Proceed (Makruzz). The choice in progress is kept per leg, so a reload or coming back loses nothing.
 */
export function FerryResults({ leg, SeatPicker }: FerryResultsProps) {
  const results = useFerryResults(leg);
  const { advance, busy } = useAdvanceLeg(leg);
  const [drafts, setDrafts] = useAtom(legDraftsAtom);
  const draftKey = String(leg.trip_no);
  const draft = drafts[draftKey];

  const setDraft = (next: LegDraft | undefined) =>
    setDrafts((all) => {
      const { [draftKey]: _previous, ...rest } = all;
      return next ? { ...rest, [draftKey]: next } : rest;
    });

  const chosenCard = draft ? results.cards.find((card) => card.key === draft.cardKey) : undefined;
  const chosenOption = chosenCard?.classes.find(
    (option) => option.key === draft?.classKey && option.availability === 'available',
  );
  // The cards' handlers stay the same functions (reading the latest draft), so a seat ticked or a class
  // chosen renders again only the cards it changed.
  const latest = useRef({ draft, setDraft, advance });
  latest.current = { draft, setDraft, advance };
  const onSelectClass = useCallback(
    (card: FerryCardModel, classKey: string) =>
      latest.current.setDraft({ cardKey: card.key, classKey, seats: [], seatsOpen: false }),
    [],
  );
  const onContinue = useCallback((card: FerryCardModel) => {
    const { draft: current, setDraft: set, advance: next } = latest.current;
    const option = card.classes.find((candidate) => candidate.key === current?.classKey);
    if (!current || current.cardKey !== card.key || !option) return;
    if (card.needsSeats) set({ ...current, seatsOpen: true });
    else void next(card, option, []);
  }, []);
  // The seat dialog is mounted (shut) once a class that needs seats is chosen, so its code and antd's
  // theme are ready before Select Seats. Mounting it computes antd's theme, a long task on a phone:
  // deferred, the tapped class shows checked first, and the dialog mounts in a render of its own.
  // A restored choice (a reload with the dialog open) mounts it at once: the first value is not deferred.
  const seatsWanted = useDeferredValue(Boolean(chosenCard?.needsSeats && chosenOption));

  if (results.waitingForFirst) return <LoadingOverlay label="Searching ferries" tip="Searching ferries…" />;

  return (
    <section aria-label="Ferry results" aria-busy={!results.settled}>
      {results.pending.length > 0 ? (
        <p role="status" style={{ color: 'rgb(0 0 0 / 55%)' }}>
          Still searching {results.pending.join(' and ')}…
        </p>
      ) : null}
      {results.settled && results.cards.length === 0 ? (
        <EmptyState
          message={ferryMessages.noTickets}
          description="Try another date or route."
          action={<Link to="/ferry">Modify search</Link>}
        />
      ) : null}
      <div style={{ display: 'grid', gap: 16 }}>
        {results.cards.map((card) => (
          <FerryCard
            key={card.key}
            card={card}
            selectedClassKey={draft?.cardKey === card.key ? draft.classKey : undefined}
            busy={busy && draft?.cardKey === card.key}
            onSelectClass={onSelectClass}
            onContinue={onContinue}
          />
        ))}
      </div>
      {seatsWanted && chosenCard && chosenOption && draft && chosenCard.needsSeats ? (
        <SeatPicker
          open={draft.seatsOpen}
          card={chosenCard}
          option={chosenOption}
          adults={leg.adults}
          tripNo={leg.trip_no}
          selected={draft.seats}
          busy={busy}
          onChange={(seats) => setDraft({ ...draft, seats })}
          onClose={() => setDraft({ ...draft, seatsOpen: false })}
          onNext={() => {
            setDraft({ ...draft, seatsOpen: false });
            void advance(chosenCard, chosenOption, draft.seats);
          }}
        />
      ) : null}
      {busy ? <LoadingOverlay label="Saving your selection" /> : null}
    </section>
  );
}

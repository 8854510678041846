import { formatRupees } from '@andaman/shared/rules/currency';
import { formatDay } from '@andaman/shared/rules/display-format';
import { type FerryOperatorId, ferryOperatorLogoUrl } from '@andaman/shared/sections/partner-logos';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { Card } from '@andaman/shared/ui/card';
import { memo, useId } from 'react';
import { cardPortFeeNote, type FerryCard as FerryCardModel } from '../../domain/ferry-card';
import { ferryMessages } from '../../domain/messages';
import { AVAILABILITY_LABEL } from './class-availability';
import styles from './ferry-card.module.css';

const LOGO_ID: Record<FerryCardModel['service'], FerryOperatorId> = {
  makruzz: 'makruzz',
  nautika: 'nautika',
  'green ocean': 'green-ocean',
};

export interface FerryCardProps {
  card: FerryCardModel;
  /** The class chosen on this card, if this card is the chosen ferry. */
  selectedClassKey: string | undefined;
  onSelectClass: (card: FerryCardModel, classKey: string) => void;
  /** Select Seats (Nautika, Green Ocean) or Proceed (Makruzz). */
  onContinue: (card: FerryCardModel) => void;
  busy: boolean;
}

/**
 * One sailing as its operator shows it (rule ferry.results.makruzz-card and beside it): ship, date, times,
 * ports, notice, classes with prices (flat 50 included), infant fare and port fee where the operator shows
 * them. Classes are a radio group; Select Seats / Proceed stays disabled until a class of this card is
 * chosen.
 */
export const FerryCard = memo(function FerryCard({
  card,
  selectedClassKey,
  onSelectClass,
  onContinue,
  busy,
}: FerryCardProps) {
  const groupName = useId();
  const headingId = useId();
  const instant = card.notice === ferryMessages.instantBooking;
  return (
    <Card className={`${styles.card} ${selectedClassKey ? styles.selected : ''}`}>
      <article aria-labelledby={headingId}>
        <div className={styles.header}>
          <div className={styles.brand}>
            <img
              className={styles.logo}
              src={ferryOperatorLogoUrl[LOGO_ID[card.service]]}
              alt={card.operator}
            />
            <div>
              <h2 id={headingId} className={styles.ship}>
                {card.shipName}
              </h2>
              <span className={styles.place}>{formatDay(card.travelDate)}</span>
            </div>
          </div>
          <span className={`${styles.tag} ${instant ? styles.green : styles.gold}`}>{card.notice}</span>
        </div>
        <div className={styles.journey}>
          <div>
            <div className={styles.time}>{card.departure}</div>
            <div className={styles.place}>{card.fromName}</div>
          </div>
          <div className={styles.arrow} aria-hidden="true">
            ⟶
          </div>
          <div className={styles.end}>
            <div className={styles.time}>{card.arrival}</div>
            <div className={styles.place}>{card.toName}</div>
          </div>
        </div>
        <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>Choose a class</legend>
          <div className={styles.classes}>
            {card.classes.map((option) => {
              const unavailable = option.availability !== 'available';
              return (
                <label key={option.key} className={styles.classOption}>
                  <span className={styles.classTitle}>
                    <input
                      type="radio"
                      name={groupName}
                      value={option.key}
                      checked={selectedClassKey === option.key}
                      disabled={unavailable}
                      onChange={() => onSelectClass(card, option.key)}
                    />
                    {option.title}
                    {option.availability !== 'available' ? (
                      <span className={`${styles.tag} ${styles.red}`}>
                        {AVAILABILITY_LABEL[option.availability]}
                      </span>
                    ) : null}
                  </span>
                  <span className={styles.prices}>
                    <strong>{formatRupees(option.price)}</strong> per adult
                    {card.showsInfantPrice ? <> · Infant {formatRupees(option.infantPrice)}</> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className={styles.footer}>
          <div className={styles.meta}>
            <span>{cardPortFeeNote(card)}</span>
            <span>{card.operator}</span>
          </div>
          <ActionButton
            variant="primary"
            disabled={!selectedClassKey}
            loading={busy}
            onClick={() => onContinue(card)}
          >
            {card.needsSeats ? 'Select Seats' : 'Proceed'}
          </ActionButton>
        </div>
      </article>
    </Card>
  );
});

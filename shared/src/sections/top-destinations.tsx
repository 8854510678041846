import { type Destination, destinations as defaultDestinations } from '@andaman/shared/data/destinations';
import { Link, type To } from '@andaman/shared/router';
import { ContentSection } from '@andaman/shared/ui/content-section';
import type { ReactNode } from 'react';
import andamanUrl from '../assets/andaman.svg';
import havelockUrl from '../assets/havelock.svg';
import neilIslandUrl from '../assets/neil-island.svg';
import portBlairUrl from '../assets/port-blair.svg';
import styles from '../assets/styles/top-destinations.module.css';

/** The local picture of each destination, with a description for screen readers. */
export const destinationImages: Record<Destination['id'], { src: string; alt: string }> = {
  'port-blair': { src: portBlairUrl, alt: 'Port Blair harbour at dusk' },
  havelock: { src: havelockUrl, alt: 'Radhanagar beach on Havelock Island' },
  'neil-island': { src: neilIslandUrl, alt: 'The natural rock bridge of Neil Island' },
  andaman: { src: andamanUrl, alt: 'Aerial view of the Andaman archipelago' },
};

export interface TopDestinationsProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Defaults to Port Blair, Havelock, Neil Island and Andaman. */
  destinations?: readonly Destination[];
  /** Makes each card a link, e.g. to hotels or packages at that destination. */
  getLink?: (destination: Destination) => To;
  /** Section id, for Home's `scrollTo` parameter. */
  id?: string;
  className?: string;
}

/**
 * "Top Destinations": a card per destination with its picture, name, other name and a line
 * about it. One column on phones, two on tablets, four on desktops.
 */
export function TopDestinations({
  title = 'Top Destinations',
  subtitle = 'Island-hop across the Andamans: white beaches, coral reefs and rainforest.',
  destinations = defaultDestinations,
  getLink,
  id,
  className,
}: TopDestinationsProps) {
  return (
    <ContentSection id={id} title={title} subtitle={subtitle} className={className}>
      <ul className={styles.grid}>
        {destinations.map((destination) => {
          const image = destinationImages[destination.id];
          const body = (
            <>
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={400}
                height={260}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.body}>
                <h3 className={styles.name}>{destination.name}</h3>
                {destination.alsoKnownAs ? <p className={styles.aka}>{destination.alsoKnownAs}</p> : null}
                <p className={styles.description}>{destination.description}</p>
              </div>
            </>
          );
          return (
            <li key={destination.id} className={styles.item}>
              {getLink ? (
                <Link to={getLink(destination)} className={[styles.card, styles.link].join(' ')}>
                  {body}
                </Link>
              ) : (
                <article className={styles.card}>{body}</article>
              )}
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}

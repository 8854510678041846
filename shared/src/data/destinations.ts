/**
 * The top destinations shown on Home and the ferry landing page (rule site.top-destinations).
 * Text only: the design system pairs each id with its picture, so this list stays importable
 * anywhere (API, scripts) without an asset loader.
 */
export interface Destination {
  id: 'port-blair' | 'havelock' | 'neil-island' | 'andaman';
  name: string;
  /** Alternative or official name, shown small under the name. */
  alsoKnownAs?: string;
  /** One sentence for the card. */
  description: string;
}

export const destinations: readonly Destination[] = [
  {
    id: 'port-blair',
    name: 'Port Blair',
    alsoKnownAs: 'Sri Vijaya Puram',
    description:
      'The capital and gateway: the Cellular Jail, Corbyn’s Cove and boat trips to Ross Island and North Bay.',
  },
  {
    id: 'havelock',
    name: 'Havelock',
    alsoKnownAs: 'Swaraj Dweep',
    description:
      'Radhanagar’s white sands, Elephant Beach snorkelling and the best scuba diving in the islands.',
  },
  {
    id: 'neil-island',
    name: 'Neil Island',
    alsoKnownAs: 'Shaheed Dweep',
    description: 'A slow, green island of natural rock bridges, coral reefs and quiet sunset beaches.',
  },
  {
    id: 'andaman',
    name: 'Andaman',
    alsoKnownAs: 'Andaman and Nicobar Islands',
    description: 'Over 500 islands of turquoise lagoons, mangrove creeks and rainforest to explore by ferry.',
  },
];

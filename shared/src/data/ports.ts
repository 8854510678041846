import { FERRY_PORTS } from '@andaman/shared/contracts/ferry-constants';
import { KNOWN_LOCATIONS } from '@andaman/shared/data/locations';

/**
 * The three ferry ports (rule ferry.ports). In search forms and query parameters a port is encoded
 * `number-name-code`, e.g. `2-Havelock-Swaraj Dweep`: the number is the location id (Makruzz and Green
 * Ocean take it), the code is what the Nautika call takes (`from` / `to`). The encoding comes from the
 * ferry contract (`FERRY_PORTS`), the one source the API validates against.
 */

/** A ferry port: location id, display name and operator code. */
export type Port = {
  /** Location id (1 Port Blair, 2 Havelock, 3 Neil Island). */
  readonly id: number;
  /** Name as encoded in the port value, e.g. `Havelock`. */
  readonly name: string;
  /** Port code sent to Nautika, e.g. `Swaraj Dweep`. */
  readonly code: string;
  /** Display name, e.g. `Havelock (Swaraj Dweep)`. */
  readonly label: string;
};

/** The ports, in location-id order. */
export const PORTS: readonly Port[] = Object.freeze(
  FERRY_PORTS.map(({ id, name, code }) =>
    Object.freeze({
      id,
      name,
      code,
      label: KNOWN_LOCATIONS.find((location) => location.id === id)?.name ?? name,
    }),
  ),
);

/** Encodes a port as `number-name-code`. */
export function formatPortValue(port: Port): string {
  return `${port.id}-${port.name}-${port.code}`;
}

// The id is everything before the first hyphen and the code everything after the last, so a name may
// itself contain hyphens.
const PORT_VALUE = /^(\d+)-([^-]+(?:-[^-]+)*?)-([^-]+)$/;

/**
 * Reads a `number-name-code` value as written (ids outside the three known ports included). Returns `null`
 * for anything else.
 */
export function parsePortValue(value: string): Port | null {
  const match = PORT_VALUE.exec(value.trim());
  if (!match) return null;
  const [, id, name, code] = match;
  if (id === undefined || name === undefined || code === undefined) return null;
  const known = findPort(Number(id));
  return { id: Number(id), name: name.trim(), code: code.trim(), label: known?.label ?? name.trim() };
}

/** The known port with this id, if any. */
export function findPort(id: number): Port | undefined {
  return PORTS.find((port) => port.id === id);
}

/** The known port a `number-name-code` value (or a bare id such as `"2"`) refers to, matched by id. */
export function portFromValue(value: string): Port | undefined {
  const trimmed = value.trim();
  const id = /^\d+$/.test(trimmed) ? Number(trimmed) : parsePortValue(trimmed)?.id;
  return id === undefined ? undefined : findPort(id);
}

/**
 * The ports a trip from `originId` can go to: every port but the origin
 * (rule ferry.search.destination-excludes-origin).
 */
export function destinationPorts(originId: number | undefined): readonly Port[] {
  return PORTS.filter((port) => port.id !== originId);
}

/** Option of a port select. */
export type PortOption = {
  /** Encoded `number-name-code`. */
  readonly value: string;
  /** The port name. */
  readonly label: string;
};

/** Options for a port select. */
export const portOptions: readonly PortOption[] = Object.freeze(
  PORTS.map((port) => Object.freeze({ value: formatPortValue(port), label: port.label })),
);

/** The three locations with their fixed ids (rule site.locations). */
export const LOCATION_SEED = [
  { id: 1, name: 'Port Blair' },
  { id: 2, name: 'Havelock (Swaraj Dweep)' },
  { id: 3, name: 'Neil Island (Shaheed Dweep)' },
] as const;

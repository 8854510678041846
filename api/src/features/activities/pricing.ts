/** The price one participant pays: the offer price when above 0, else the starter price. */
export const activityUnitPrice = (activity: { starterPrice: number; offerPrice: number | null }): number =>
  activity.offerPrice !== null && activity.offerPrice > 0 ? activity.offerPrice : activity.starterPrice;

/** Activity total = unit price × participants (rule activities.total). */
export const activityTotal = (
  activity: { starterPrice: number; offerPrice: number | null },
  participants: number,
): number => activityUnitPrice(activity) * participants;

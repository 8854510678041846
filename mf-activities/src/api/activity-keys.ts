/** Query keys of the activity area, general to specific: invalidate through these, never by hand. */
export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (filters: { limit?: number }) => [...activityKeys.lists(), filters] as const,
  details: () => [...activityKeys.all, 'detail'] as const,
  /** One activity (`undefined` when the address names none). */
  detail: (id: number | undefined) => [...activityKeys.details(), id] as const,
};

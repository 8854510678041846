/** A failed parse's issues as `path: message` lines (none for a success), for assertions on both. */
export const issueMessages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

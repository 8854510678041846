import { packageFormSchema } from '@andaman/shared/contracts/holidays';
import { zodResolver } from '@hookform/resolvers/zod';

type PackageFormResolver = ReturnType<typeof buildResolver>;

const buildResolver = (totalPerson: number) => zodResolver(packageFormSchema(totalPerson));

const resolvers = new Map<number, PackageFormResolver>();

/**
 * The package form's check (its schema and zod's resolver), for a package of `totalPerson` persons: a
 * module loaded when the form is first focused or checked, so the form hydrates without classic zod.
 */
export function packageFormResolver(totalPerson: number): PackageFormResolver {
  let resolver = resolvers.get(totalPerson);
  if (!resolver) {
    resolver = buildResolver(totalPerson);
    resolvers.set(totalPerson, resolver);
  }
  return resolver;
}

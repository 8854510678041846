import { ContentSection } from '@andaman/shared/ui/content-section';
import { BUILT_IN_PACKAGES, type BuiltInPackage } from '../../domain/built-in-packages';
import type { PackageCardModel } from '../../domain/package-card';
import { PackageGrid } from './package-grid';

const cardOf = (pkg: BuiltInPackage): PackageCardModel => ({
  id: pkg.id,
  name: pkg.name,
  price: pkg.price,
  location: pkg.location,
  nights: pkg.nights,
  image: pkg.image,
});

/** The grid of the seven built-in packages (rule holidays.list.banner). */
export function BuiltInPackageList() {
  return (
    <ContentSection
      title="Holiday Packages"
      subtitle="Seven itineraries for two, from a weekend to ten days."
    >
      <PackageGrid packages={BUILT_IN_PACKAGES.map(cardOf)} label="Holiday packages" />
    </ContentSection>
  );
}

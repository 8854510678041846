import { HOTEL_CATEGORIES, type HotelCategory } from '@andaman/shared/contracts/hotels';
import styles from './category-filter.module.css';

export interface CategoryFilterProps {
  /** The chosen categories; none chosen means all. */
  value: readonly HotelCategory[];
  onChange: (categories: HotelCategory[]) => void;
}

/**
 * The results' multi-select category filter (spec 000 §2: All, STANDARD, DELUXE, SUPER_DELUXE, PREMIUM,
 * LUXURY) as a group of checkboxes: every choice visible at once and one tap each on a phone. "All" is
 * checked while no category is, and checking it clears them. Plain markup: antd's multiple Select was
 * the only select left on `/hotels` (issue 10).
 */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const toggle = (category: HotelCategory, checked: boolean) =>
    onChange(checked ? [...value, category] : value.filter((chosen) => chosen !== category));
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>Category</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="checkbox" checked={value.length === 0} onChange={() => onChange([])} />
          All
        </label>
        {HOTEL_CATEGORIES.map((category) => (
          <label key={category} className={styles.choice}>
            <input
              type="checkbox"
              checked={value.includes(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            {category}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

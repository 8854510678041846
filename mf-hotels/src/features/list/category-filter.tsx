import {
  HOTEL_CATEGORIES,
  type HotelCategory,
  hotelCategoryLabel,
} from '@andaman/shared/contracts/hotel-categories';
import { useState } from 'react';
import styles from './category-filter.module.css';

export interface CategoryFilterProps {
  /** The chosen categories; none chosen means all. */
  value: readonly HotelCategory[];
  onChange: (categories: HotelCategory[]) => void;
}

/**
 * The results' multi-select category filter (All and the categories named for people, rule
 * hotels.categories.names: rule hotels.results.category-filter) as a group of checkboxes: every choice visible at once and one tap
 * each on a phone. "All" is checked while no category is, and checking it clears them. Plain markup: antd's
 * multiple Select was the only select left on `/hotels`, and its code weighed on the page's first load.
 */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  // The boxes show a choice at once: the address (`value`) follows in a router transition, and a
  // controlled checkbox would show its old state until then. A new `value` from outside wins.
  const [shown, setShown] = useState<readonly HotelCategory[]>(value);
  const [seen, setSeen] = useState(value.join());
  if (seen !== value.join()) {
    setSeen(value.join());
    setShown(value);
  }
  const choose = (categories: HotelCategory[]) => {
    setShown(categories);
    onChange(categories);
  };
  const toggle = (category: HotelCategory, checked: boolean) =>
    choose(checked ? [...shown, category] : shown.filter((chosen) => chosen !== category));
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>Category</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="checkbox" checked={shown.length === 0} onChange={() => choose([])} />
          All
        </label>
        {HOTEL_CATEGORIES.map((category) => (
          <label key={category} className={styles.choice}>
            <input
              type="checkbox"
              checked={shown.includes(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            {hotelCategoryLabel(category)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

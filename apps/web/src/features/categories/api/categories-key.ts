import { categoryOptionsKey } from '../../../lookups/category-options';
import { industrialZoneLookupKey } from '../../../lookups/lookup-industrial-zones';
import { wardLookupKey } from '../../../lookups/lookup-wards';
import { positionOptionsKey } from '../../../lookups/position-list-all';

/** Every query of this feature sits under this key. */
export const categoriesKey = ['categories'] as const;

/**
 * What a category write may change: every category list (a renamed ward shows in the clusters'
 * list too) and the pickers that list wards, zones, positions and the member categories.
 */
export const CATEGORY_QUERY_KEYS = [
  categoriesKey,
  wardLookupKey,
  industrialZoneLookupKey,
  positionOptionsKey,
  categoryOptionsKey,
];

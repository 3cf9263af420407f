import { LIMIT_MAX, type LookupItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORGANIZATIONS_KEY } from './organizations-key';

export type Place = 'wards' | 'industrial-zones';

/**
 * GET lookup/wards or lookup/industrial-zones with the largest page: the whole list at once (a
 * province has well under 200 of each), so a picker names any chosen value, even one restored
 * from the URL, and filters locally without accents.
 */
export const lookupPlaces = (place: Place, signal?: AbortSignal) =>
  api.get<{ list: LookupItem[]; count: number }>(`lookup/${place}`, { query: { limit: LIMIT_MAX }, signal });

export const placesQuery = (place: Place) =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'places', place],
    queryFn: ({ signal }) => lookupPlaces(place, signal),
    staleTime: 5 * 60_000,
  });

export const usePlaces = (place: Place) => useQuery(placesQuery(place));

import type { StaffItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LookupOption } from '../../../components/lookup-select';
import { api } from '../../../lib/api';

/** GET staff/list-all?search=: union staff in the caller's scope, to link an account to one of them. */
export const lookupStaff = (search: string, signal?: AbortSignal) =>
  api.get<{ list: StaffItem[]; count: number }>('staff/list-all', { query: { search, limit: 20 }, signal });

export const staffOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['lookup', 'staff', search],
    queryFn: ({ signal }) => lookupStaff(search, signal),
    placeholderData: keepPreviousData,
  });

/** A staff member as an option: the name, then position and organisation on the second line. */
export const staffOptions = (page: { list: StaffItem[] }): LookupOption[] =>
  page.list.map((s) => ({
    value: s.id,
    label: s.fullName,
    description: [s.positionName, s.organizationName].filter(Boolean).join(' — '),
  }));

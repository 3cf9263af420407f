import type { StaffItem } from '@congdoan/shared';
import { staffOptionsQuery } from '../lookups/staff-list-all';
import { type LookupOption, LookupSelect, type SearchedPickerProps } from './lookup-select';

/** A staff member as an option: the name, then position and organisation on the second line. */
const staffOptions = (page: { list: StaffItem[] }): LookupOption[] =>
  page.list.map((s) => ({
    value: s.id,
    label: s.fullName,
    description: [s.positionName, s.organizationName].filter(Boolean).join(' — '),
  }));

const STAFF_OPTIONS_LIMIT = 20;
const staffBySearch = (search: string) => staffOptionsQuery({ search, limit: STAFF_OPTIONS_LIMIT });

/** A union officer in the caller's scope, searched on the server by name, CCCD or phone. */
export function StaffSelect(props: SearchedPickerProps) {
  return <LookupSelect {...props} query={staffBySearch} toOptions={staffOptions} />;
}

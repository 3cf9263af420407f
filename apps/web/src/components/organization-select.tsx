import {
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_LOOKUP_LIMIT,
  type OrganizationLookupItem,
} from '@congdoan/shared';
import { organizationLookupQuery } from '../lookups/lookup-organizations';
import type { LookupPage } from '../lookups/lookup-query';
import { organizationOptionsQuery } from '../lookups/organization-list-all';
import type { MultiplePickerProps } from './list-select';
import {
  LookupMultiSelect,
  LookupSelect,
  lookupPageOptions,
  type SearchedPickerProps,
} from './lookup-select';

const byName = (search: string) => organizationLookupQuery({ search, limit: ORGANIZATION_LOOKUP_LIMIT });
const withCode = (search: string) => organizationOptionsQuery({ search, limit: ORGANIZATION_LOOKUP_LIMIT });

/**
 * An organisation of the caller's scope, searched on the server by name (lookup/organizations: for
 * anyone signed in, such as the users and staff forms).
 */
export function OrganizationSelect(props: SearchedPickerProps) {
  return <LookupSelect {...props} query={byName} toOptions={lookupPageOptions} />;
}

/** Several organisations of the caller's scope, searched the same way. */
export function OrganizationMultiSelect(props: MultiplePickerProps) {
  return <LookupMultiSelect {...props} query={byName} toOptions={lookupPageOptions} />;
}

/**
 * The same with each organisation's code and level under its name (organization/list-all, for
 * those who read organisations); `excludeId` may not be chosen (itself, when editing it).
 */
export function OrganizationCodeSelect({
  excludeId,
  ...props
}: SearchedPickerProps & { excludeId?: number | undefined }) {
  const toOptions = (page: LookupPage<OrganizationLookupItem>) =>
    page.list
      .filter((o) => o.id !== excludeId)
      .map((o) => ({
        value: o.id,
        label: o.name,
        description: `${o.code ? `${o.code} · ` : ''}${ORGANIZATION_LEVEL_LABELS[o.level]}`,
        title: `${o.name}${o.code ? ` (${o.code})` : ''} — ${ORGANIZATION_LEVEL_LABELS[o.level]}`,
      }));
  return <LookupSelect {...props} query={withCode} toOptions={toOptions} />;
}

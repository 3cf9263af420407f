import { organizationLookupKey } from '../../../lookups/lookup-organizations';
import { organizationOptionsKey } from '../../../lookups/organization-list-all';
import { organizationNameKey } from '../../../lookups/organization-name';

/** The root of every organisations query key (lists, tree, detail, stats). */
export const ORGANIZATIONS_KEY = ['organizations'] as const;

/** What an organisation write may change: this feature's queries and the organisation pickers. */
export const ORGANIZATION_QUERY_KEYS = [
  ORGANIZATIONS_KEY,
  organizationLookupKey,
  organizationOptionsKey,
  organizationNameKey,
];

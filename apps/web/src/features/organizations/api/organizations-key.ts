import { organizationLookupKey } from '../../../lookups/lookup-organizations';
import { organizationOptionsKey } from '../../../lookups/organization-list-all';
import { organizationNameKey } from '../../../lookups/organization-name';
import { ORGANIZATIONS_KEY } from '../../../lookups/organizations-key';

/** The feature's root key lives below the features (others' writes refresh it too). */
export { ORGANIZATIONS_KEY };

/** What an organisation write may change: this feature's queries and the organisation pickers. */
export const ORGANIZATION_QUERY_KEYS = [
  ORGANIZATIONS_KEY,
  organizationLookupKey,
  organizationOptionsKey,
  organizationNameKey,
];

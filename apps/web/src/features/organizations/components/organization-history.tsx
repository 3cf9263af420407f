import { ChangeHistory } from '../../../components/change-history';
import { useDynamicFields } from '../api/list-dynamic-fields';
import { ORGANIZATIONS_KEY } from '../api/organizations-key';
import { describeOrganizationChanges, organizationActionLabel } from './organization-history-format';

/** 'Lịch sử thay đổi' of an organisation, custom values named by their field's label. */
export function OrganizationHistory({ organizationId }: { organizationId: number }) {
  // Without the list of custom fields (still loading, or refused) custom values show by key.
  const fields = useDynamicFields();
  return (
    <ChangeHistory
      subject="organization"
      recordId={organizationId}
      ownerKey={ORGANIZATIONS_KEY}
      actionLabel={organizationActionLabel}
      describe={(row) => describeOrganizationChanges(row.before, row.after, fields.data ?? [])}
    />
  );
}

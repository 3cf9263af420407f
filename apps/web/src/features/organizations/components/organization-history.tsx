import { ChangeHistory } from '../../../components/change-history';
import { ROOT } from '../../../lib/query-keys';
import { useDynamicFields } from '../api/list-dynamic-fields';
import { describeOrganizationChanges, organizationActionLabel } from './organization-history-format';

/** 'Lịch sử thay đổi' of an organisation, custom values named by their field's label. */
export function OrganizationHistory({ organizationId }: { organizationId: number }) {
  // Without the list of custom fields (still loading, or refused) custom values show by key.
  const fields = useDynamicFields();
  return (
    <ChangeHistory
      subject="organization"
      recordId={organizationId}
      ownerKey={ROOT.organizations}
      actionLabel={organizationActionLabel}
      describe={(row) => describeOrganizationChanges(row.before, row.after, fields.data ?? [])}
    />
  );
}

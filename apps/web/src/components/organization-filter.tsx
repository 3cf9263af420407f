import { Checkbox } from 'antd';
import { useState } from 'react';
import { useAppAbility } from '../lib/ability';
import { useOrganizationName } from '../lookups/organization-name';
import type { LookupOption } from './lookup-select';
import { OrganizationSelect } from './organization-select';

/**
 * The name of a list's organisation filter: the one just picked, else read from the server for an
 * id the URL holds (the picker's first page may not list it). `remember` takes the picked option.
 */
export function useFilterOrganizationName(organizationId: number | undefined) {
  const ability = useAppAbility();
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const known = picked && picked.id === organizationId ? picked.name : undefined;
  const fetched = useOrganizationName(
    organizationId,
    known === undefined && ability.can('read', 'organization'),
  );
  return {
    name: known ?? fetched.data,
    remember: (option: LookupOption | null) => {
      if (option) setPicked({ id: option.value, name: option.label });
    },
  };
}

interface SubtreeFilterValues {
  organizationId?: number | undefined;
  includeChildren?: boolean | undefined;
}

interface OrganizationSubtreeFilterProps {
  /** The filter's values (the URL's, or the phone drawer's draft). */
  values: SubtreeFilterValues;
  /** The name of `values.organizationId` when known (useFilterOrganizationName). */
  selectedName: string | undefined;
  onPick: (option: LookupOption | null) => void;
  change: (change: { organizationId?: number | undefined; includeChildren?: true | undefined }) => void;
  width?: number;
}

/** 'Đơn vị' and its 'Gồm đơn vị trực thuộc' tick, of a list filtered by an organisation's subtree. */
export function OrganizationSubtreeFilter({
  values,
  selectedName,
  onPick,
  change,
  width = 300,
}: OrganizationSubtreeFilterProps) {
  return (
    <>
      <OrganizationSelect
        aria-label="Lọc theo đơn vị"
        placeholder="Đơn vị"
        value={values.organizationId ?? null}
        selectedName={selectedName}
        onChange={(organizationId, option) => {
          onPick(option);
          change({ organizationId: organizationId ?? undefined });
        }}
        style={{ width }}
      />
      <Checkbox
        checked={values.includeChildren ?? false}
        disabled={values.organizationId === undefined}
        onChange={(e) => change({ includeChildren: e.target.checked || undefined })}
      >
        Gồm đơn vị trực thuộc
      </Checkbox>
    </>
  );
}

import { ORGANIZATION_LEVEL_LABELS } from '@congdoan/shared';
import type { CSSProperties } from 'react';
import { LookupSelect } from '../../../components/lookup-select';
import { type OrganizationLookupPage, organizationLookupQuery } from '../api/lookup-organizations';

interface OrganizationPickerProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The chosen organisation's name when known (a form's current parent, a filter read from the URL). */
  selectedName?: string | null | undefined;
  /** An organisation that may not be chosen (itself, when editing it). */
  excludeId?: number | undefined;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/**
 * A searchable organisation of the caller's scope (GET organization/list-all, accent-insensitive),
 * each with its code and level under the name.
 */
export function OrganizationPicker({ selectedName, excludeId, onChange, ...rest }: OrganizationPickerProps) {
  const toOptions = (page: OrganizationLookupPage) =>
    page.list
      .filter((o) => o.id !== excludeId)
      .map((o) => ({
        value: o.id,
        label: o.name,
        description: `${o.code ? `${o.code} · ` : ''}${ORGANIZATION_LEVEL_LABELS[o.level]}`,
        title: `${o.name}${o.code ? ` (${o.code})` : ''} — ${ORGANIZATION_LEVEL_LABELS[o.level]}`,
      }));
  return (
    <LookupSelect
      {...rest}
      query={organizationLookupQuery}
      toOptions={toOptions}
      selectedLabel={selectedName}
      onChange={(value) => onChange?.(value)}
    />
  );
}

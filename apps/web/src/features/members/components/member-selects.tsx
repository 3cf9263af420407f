import {
  type CategoryKind,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_LOOKUP_LIMIT,
  type OrganizationLookupItem,
} from '@congdoan/shared';
import { ListSelect, type SinglePickerProps } from '../../../components/list-select';
import { LookupSelect, type SearchedPickerProps } from '../../../components/lookup-select';
import { useCategoryOptions } from '../../../lookups/category-options';
import type { LookupPage } from '../../../lookups/lookup-query';
import { organizationOptionsQuery } from '../../../lookups/organization-list-all';

/** An item of one member category (dân tộc, tôn giáo…): its active items, typed to filter. */
export function CategorySelect({ kind, ...rest }: SinglePickerProps & { kind: CategoryKind }) {
  const { options, loading } = useCategoryOptions(kind);
  return <ListSelect placeholder="Chọn" {...rest} options={options} isFetching={loading} isError={false} />;
}

const grassroots = (search: string) =>
  organizationOptionsQuery({ search, limit: ORGANIZATION_LOOKUP_LIMIT, level: 'grassroots' });

const withCode = (page: LookupPage<OrganizationLookupItem>) =>
  page.list.map((o) => ({
    value: o.id,
    label: o.name,
    description: o.code ?? ORGANIZATION_LEVEL_LABELS[o.level],
  }));

/** A grassroots union of the caller's scope (a member belongs to one), searched on the server. */
export function GrassrootsSelect(props: SearchedPickerProps) {
  return <LookupSelect {...props} query={grassroots} toOptions={withCode} />;
}

import type { TransferTargetItem } from '@congdoan/shared';
import { LookupSelect, type SearchedPickerProps } from '../../../components/lookup-select';
import type { LookupPage } from '../../../lookups/lookup-query';
import { transferTargetQuery } from '../api/transfer-targets';

const TARGETS_SHOWN = 30;
const query = (search: string) => transferTargetQuery({ search, limit: TARGETS_SHOWN });

/** A union of the whole province: its upper union under its name, and whether the move waits for approval. */
const toOptions = (page: LookupPage<TransferTargetItem>) =>
  page.list.map((o) => ({
    value: o.id,
    label: o.name,
    description: `${o.parentName ?? ''}${o.inScope ? '' : ' · ngoài phạm vi của bạn: cần bên nhận phê duyệt'}`,
  }));

/** The receiving union of a transfer, searched on the server among every active grassroots union. */
export function TransferTargetSelect(props: SearchedPickerProps) {
  return <LookupSelect {...props} query={query} toOptions={toOptions} />;
}

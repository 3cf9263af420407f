import type { CategoryKind } from '@congdoan/shared';
import type { SinglePickerProps } from '../../../components/list-select';
import { ListSelect } from '../../../components/list-select';
import { useCategoryOptions } from '../api/category-options';

/** An item of one member category; the record's own item keeps its name even when inactive. */
export function CategorySelect({ kind, ...rest }: SinglePickerProps & { kind: CategoryKind }) {
  const { options, loading } = useCategoryOptions(kind);
  return <ListSelect placeholder="Chọn" {...rest} options={options} isFetching={loading} isError={false} />;
}

import type { CategoryKind } from '@congdoan/shared';
import { useState } from 'react';
import { ListSelect, type SinglePickerProps } from '../../../components/list-select';
import { useCategoryOptions } from '../../../lookups/category-options';

/** An item of one member category; the record's own item keeps its name even when inactive. */
export function CategorySelect({ kind, ...rest }: SinglePickerProps & { kind: CategoryKind }) {
  // A form of nine such selects asks for a list only when its select is first opened.
  const [opened, setOpened] = useState(false);
  const { options, loading } = useCategoryOptions(kind, { enabled: opened });
  return (
    <div onFocusCapture={() => setOpened(true)} onMouseDownCapture={() => setOpened(true)}>
      <ListSelect placeholder="Chọn" {...rest} options={options} isFetching={loading} isError={false} />
    </div>
  );
}

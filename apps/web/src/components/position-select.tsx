import { useAppAbility } from '../lib/ability';
import { usePositionOptions } from '../lookups/position-list-all';
import { byName, ListSelect, listState, type SinglePickerProps } from './list-select';

/** A position of union staff, in the positions' order; asked only of those who may read positions. */
export function PositionSelect({ placeholder = 'Chọn chức vụ', ...rest }: SinglePickerProps) {
  const positions = usePositionOptions(useAppAbility().can('read', 'position'));
  return <ListSelect placeholder={placeholder} {...rest} {...listState(positions, byName)} />;
}

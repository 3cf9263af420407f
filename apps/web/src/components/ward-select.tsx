import { LIMIT_MAX } from '@congdoan/shared';
import { useWardLookup } from '../lookups/lookup-wards';
import { byName, ListSelect, listState, type SinglePickerProps, useListOnDemand } from './list-select';

/**
 * The province's wards at once (no province has more than 200 since the 2025 merger), so that
 * any chosen ward is named and typing filters here.
 */
const ALL_WARDS = { limit: LIMIT_MAX };

/** A ward of the province; its list loads when the picker is used or a chosen ward must be named. */
export function WardSelect({ placeholder = 'Chọn xã/phường', ...rest }: SinglePickerProps) {
  const { enabled, onWanted } = useListOnDemand(rest.value != null && !rest.selectedName);
  return (
    <ListSelect
      placeholder={placeholder}
      {...rest}
      {...listState(useWardLookup(ALL_WARDS, { enabled }), byName)}
      onWanted={onWanted}
    />
  );
}

import { LIMIT_MAX } from '@congdoan/shared';
import { useWardLookup } from '../lookups/lookup-wards';
import { byName, ListSelect, listState, type SinglePickerProps } from './list-select';

/**
 * The province's wards at once (no province has more than 200 since the 2025 merger), so that
 * any chosen ward is named and typing filters here.
 */
const ALL_WARDS = { limit: LIMIT_MAX };

/** A ward of the province. */
export function WardSelect({ placeholder = 'Chọn xã/phường', ...rest }: SinglePickerProps) {
  return <ListSelect placeholder={placeholder} {...rest} {...listState(useWardLookup(ALL_WARDS), byName)} />;
}

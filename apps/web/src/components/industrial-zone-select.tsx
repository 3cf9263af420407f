import { LIMIT_MAX } from '@congdoan/shared';
import { useIndustrialZoneLookup } from '../lookups/lookup-industrial-zones';
import {
  byName,
  ListMultiSelect,
  ListSelect,
  listState,
  type MultiplePickerProps,
  type SinglePickerProps,
} from './list-select';

/** Every industrial zone of the province at once (well under 200): named when chosen, filtered here. */
const ALL_ZONES = { limit: LIMIT_MAX };

const useZones = () => listState(useIndustrialZoneLookup(ALL_ZONES), byName);

/** An industrial-zone cluster of the province. */
export function IndustrialZoneSelect({
  placeholder = 'Chọn cụm/khu công nghiệp',
  ...rest
}: SinglePickerProps) {
  return <ListSelect placeholder={placeholder} {...rest} {...useZones()} />;
}

/** Several industrial-zone clusters (a list filter). */
export function IndustrialZonesSelect(props: MultiplePickerProps) {
  return <ListMultiSelect {...props} {...useZones()} />;
}

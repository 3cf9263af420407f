import { LIMIT_MAX } from '@congdoan/shared';
import { useIndustrialZoneLookup } from '../lookups/lookup-industrial-zones';
import {
  byName,
  ListMultiSelect,
  ListSelect,
  listState,
  type MultiplePickerProps,
  type SinglePickerProps,
  useListOnDemand,
} from './list-select';

/** Every industrial zone of the province at once (well under 200): named when chosen, filtered here. */
const ALL_ZONES = { limit: LIMIT_MAX };

/** The zones, loaded when the picker is used or when `needed` (chosen zones to name). */
function useZones(needed: boolean) {
  const { enabled, onWanted } = useListOnDemand(needed);
  return { ...listState(useIndustrialZoneLookup(ALL_ZONES, { enabled }), byName), onWanted };
}

/** An industrial-zone cluster of the province. */
export function IndustrialZoneSelect({
  placeholder = 'Chọn cụm/khu công nghiệp',
  ...rest
}: SinglePickerProps) {
  return (
    <ListSelect placeholder={placeholder} {...rest} {...useZones(rest.value != null && !rest.selectedName)} />
  );
}

/** Several industrial-zone clusters (a list filter). */
export function IndustrialZonesSelect(props: MultiplePickerProps) {
  return <ListMultiSelect {...props} {...useZones(Boolean(props.value?.length))} />;
}

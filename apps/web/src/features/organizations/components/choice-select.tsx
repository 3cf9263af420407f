import type { ChoiceList } from '@congdoan/shared';
import {
  byName,
  ListSelect,
  listState,
  type SinglePickerProps,
  useListOnDemand,
} from '../../../components/list-select';
import { useChoices } from '../api/list-choices';

/** An entry of 'Loại hình' or 'Loại công ty' (the lists the administrator keeps), loaded on demand. */
export function ChoiceSelect({ list, ...rest }: SinglePickerProps & { list: ChoiceList }) {
  const { enabled, onWanted } = useListOnDemand(rest.value != null && !rest.selectedName);
  return (
    <ListSelect
      {...rest}
      {...listState(useChoices(list, enabled), (choices) => byName({ list: choices }))}
      onWanted={onWanted}
    />
  );
}

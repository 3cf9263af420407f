import type { ChoiceList } from '@congdoan/shared';
import { byName, ListSelect, listState, type SinglePickerProps } from '../../../components/list-select';
import { useChoices } from '../api/list-choices';

/** An entry of 'Loại hình' or 'Loại công ty' (the lists the administrator keeps). */
export function ChoiceSelect({ list, ...rest }: SinglePickerProps & { list: ChoiceList }) {
  return <ListSelect {...rest} {...listState(useChoices(list), (choices) => byName({ list: choices }))} />;
}

import { ListSelect, listState, type SinglePickerProps } from '../../../components/list-select';
import { useEventTypeChoices } from '../api/list-event-type-choices';

/** An active event type, by name (loai-su-kien/all); an inactive one already chosen shows by `selectedName`. */
export function EventTypeSelect(props: SinglePickerProps) {
  const choices = useEventTypeChoices();
  return (
    <ListSelect
      placeholder="Chọn loại sự kiện"
      {...props}
      {...listState(choices, (types) => types.map((t) => ({ value: t.id, label: t.ten })))}
    />
  );
}

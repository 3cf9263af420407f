import { type ChoiceList, toSearchText } from '@congdoan/shared';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useChoices } from '../api/list-choices';
import { type Place, usePlaces } from '../api/lookup-places';

const matches = (input: string, option?: { label?: unknown }) =>
  toSearchText(String(option?.label ?? '')).includes(toSearchText(input));

const notFound = (isError: boolean, isFetching: boolean) =>
  isError ? 'Không tải được danh sách' : isFetching ? 'Đang tải...' : 'Không có dữ liệu';

interface CommonProps {
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

type SingleProps = CommonProps & { value?: number | null; onChange?: (value: number | null) => void };

/** One entry of a short list loaded whole; typing filters it here, without accents. */
function ListSelect({
  options,
  isFetching,
  isError,
  value,
  onChange,
  ...rest
}: SingleProps & { options: { value: number; label: string }[]; isFetching: boolean; isError: boolean }) {
  return (
    <Select<number>
      {...rest}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      loading={isFetching}
      showSearch={{ filterOption: matches }}
      notFoundContent={notFound(isError, isFetching)}
      options={options}
    />
  );
}

/** A ward or an industrial zone of the province. */
export function PlaceSelect({ place, ...rest }: SingleProps & { place: Place }) {
  const { data, isFetching, isError } = usePlaces(place);
  return (
    <ListSelect
      {...rest}
      isFetching={isFetching}
      isError={isError}
      options={(data?.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
    />
  );
}

/** Several industrial zones at once (the list filter). */
export function PlacesSelect({
  place,
  value,
  onChange,
  ...rest
}: CommonProps & { place: Place; value?: number[] | undefined; onChange?: (value: number[]) => void }) {
  const { data, isFetching, isError } = usePlaces(place);
  return (
    <Select<number[]>
      {...rest}
      mode="multiple"
      maxTagCount={1}
      maxTagTextLength={18}
      maxTagPlaceholder={(omitted) => `+${omitted.length}`}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      allowClear
      loading={isFetching}
      showSearch={{ filterOption: matches }}
      notFoundContent={notFound(isError, isFetching)}
      options={(data?.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
    />
  );
}

/** An entry of 'Loại hình' or 'Loại công ty' (the lists the administrator keeps). */
export function ChoiceSelect({ list, ...rest }: SingleProps & { list: ChoiceList }) {
  const { data, isFetching, isError } = useChoices(list);
  return (
    <ListSelect
      {...rest}
      isFetching={isFetching}
      isError={isError}
      options={(data ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}

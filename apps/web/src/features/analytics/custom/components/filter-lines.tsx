import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AnalyticsDefinition,
  DIMENSION_KEYS,
  DIMENSIONS,
  type DimensionKey,
  type FilterKey,
  type MeasureKey,
  WITHIN_LABEL,
} from '@congdoan/shared';
import { Button, Flex, Select } from 'antd';
import { useFilterOrganizationName } from '../../../../components/organization-filter';
import { OrganizationSelect } from '../../../../components/organization-select';
import { useDimensionMembers } from '../api/analytics-query';
import { dimensionMisfit } from './catalogue-fit';

type Filters = AnalyticsDefinition['filters'];
/** What a filter line may name: a dimension but the period, or `within` (a union and all under it). */
export type FilterDimension = Exclude<FilterKey, 'period'>;

/** The filters offered, `within` beside the union it widens. */
export const FILTERABLE: readonly FilterDimension[] = DIMENSION_KEYS.filter((d) => d !== 'period').flatMap(
  (d): FilterDimension[] => (d === 'union' ? [d, 'within'] : [d]),
);

export const filterLabel = (dimension: FilterDimension) =>
  dimension === 'within' ? WITHIN_LABEL : DIMENSIONS[dimension].label;

/** `within` splits what a union splits. */
export const filterAsDimension = (dimension: FilterDimension): DimensionKey =>
  dimension === 'within' ? 'union' : dimension;

/** A new line on the first filter not yet used that the measures allow, or the filters unchanged. */
export function addFilter(filters: Filters, measures: readonly MeasureKey[]): Filters {
  const first = FILTERABLE.find(
    (d) => !filters.some((f) => f.dimension === d) && !dimensionMisfit(filterAsDimension(d), measures),
  );
  return first ? [...filters, { dimension: first, values: [] }] : filters;
}

/** Line `index` filters on another dimension, its values chosen again. */
export const changeFilterDimension = (filters: Filters, index: number, dimension: FilterDimension): Filters =>
  filters.map((f, i) => (i === index ? { dimension, values: [] } : f));

export const setFilterValues = (filters: Filters, index: number, values: string[]): Filters =>
  filters.map((f, i) => (i === index ? { ...f, values } : f));

export const removeFilter = (filters: Filters, index: number): Filters =>
  filters.filter((_, i) => i !== index);

/** The values of `within`: the one union chosen, as the definition keeps it (its id as text). */
export const withinValues = (unionId: number | null): string[] => (unionId === null ? [] : [String(unionId)]);

function FilterValues({
  dimension,
  values,
  onChange,
}: {
  dimension: DimensionKey;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const members = useDimensionMembers(dimension);
  return (
    <Select
      mode="multiple"
      aria-label={`Giá trị lọc theo ${DIMENSIONS[dimension].label}`}
      placeholder="Chọn giá trị"
      value={values}
      onChange={onChange}
      loading={members.isFetching}
      options={(members.data ?? []).map((m) => ({ value: m.key, label: m.label }))}
      optionFilterProp="label"
      maxTagCount="responsive"
      style={{ width: '100%' }}
      notFoundContent={members.isError ? 'Không tải được danh sách' : undefined}
    />
  );
}

/**
 * The one union of `within`, searched by name among the caller's organisations (the same scope the
 * report reads); a link holds only its id, so its name is read again when the page opens.
 */
function WithinUnion({ values, onChange }: { values: string[]; onChange: (values: string[]) => void }) {
  const id = Number(values[0]);
  const unionId = Number.isInteger(id) && id > 0 ? id : undefined;
  const { name, remember } = useFilterOrganizationName(unionId);
  return (
    <OrganizationSelect
      aria-label={`Giá trị lọc theo ${WITHIN_LABEL}`}
      placeholder="Chọn đơn vị"
      value={unionId ?? null}
      selectedName={name}
      onChange={(next, option) => {
        remember(option);
        onChange(withinValues(next));
      }}
      style={{ width: '100%' }}
    />
  );
}

/** The report's filters, each its dimension and the button that removes it over its values; then "Thêm". */
export function FilterLines({
  filters,
  measures,
  onChange,
}: {
  filters: Filters;
  measures: readonly MeasureKey[];
  onChange: (filters: Filters) => void;
}) {
  return (
    <Flex vertical gap={12}>
      {filters.map((filter, index) => {
        // the period is chosen by the months; a definition never filters on it
        if (filter.dimension === 'period') return null;
        const setValues = (values: string[]) => onChange(setFilterValues(filters, index, values));
        return (
          // the values under their dimension, full width: a union's name is long and the column narrow
          <Flex key={filter.dimension} vertical gap={4}>
            <Flex gap={8} align="center">
              <Select<FilterDimension>
                aria-label="Lọc theo chiều"
                value={filter.dimension}
                onChange={(dimension) => onChange(changeFilterDimension(filters, index, dimension))}
                options={FILTERABLE.map((d) => ({
                  value: d,
                  label: filterLabel(d),
                  // each dimension filters once (and keys its line)
                  disabled:
                    dimensionMisfit(filterAsDimension(d), measures) !== null ||
                    filters.some((f, i) => i !== index && f.dimension === d),
                }))}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label="Bỏ bộ lọc"
                onClick={() => onChange(removeFilter(filters, index))}
              />
            </Flex>
            {filter.dimension === 'within' ? (
              <WithinUnion values={filter.values} onChange={setValues} />
            ) : (
              <FilterValues dimension={filter.dimension} values={filter.values} onChange={setValues} />
            )}
          </Flex>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange(addFilter(filters, measures))}
        disabled={filters.length >= 8}
      >
        Thêm bộ lọc
      </Button>
    </Flex>
  );
}

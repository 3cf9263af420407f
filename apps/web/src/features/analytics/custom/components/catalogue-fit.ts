import { DIMENSIONS, type DimensionKey, MEASURES, type MeasureKey } from '@congdoan/shared';

/** Why a measure cannot be picked with the dimensions in use ('Không chia được theo «Giới tính»'), or null. */
export function measureMisfit(measure: MeasureKey, used: readonly DimensionKey[]): string | null {
  const dimension = used.find((d) => !DIMENSIONS[d].sources.includes(MEASURES[measure].source));
  return dimension ? `Không chia được theo «${DIMENSIONS[dimension].label}»` : null;
}

/** Why a dimension cannot split the measures chosen, or null. */
export function dimensionMisfit(dimension: DimensionKey, measures: readonly MeasureKey[]): string | null {
  const measure = measures.find((m) => !DIMENSIONS[dimension].sources.includes(MEASURES[m].source));
  return measure ? `«${MEASURES[measure].label}» không chia được theo chiều này` : null;
}

import type { PeriodicOccurrence, PlaceFilter, ProgressRow, TrackingState } from '@congdoan/shared';
import { paths } from '../../../../config/paths';

export type Counts = Omit<ProgressRow, 'id' | 'ten'>;

/** The standings the page counts, each with the tracking filter that lists its units. */
export const STANDINGS: { key: keyof Counts; label: string; state?: TrackingState; color: string }[] = [
  { key: 'tongSoCDCS', label: 'Phải báo cáo', color: '#595959' },
  { key: 'soDaBaoCao', label: 'Đã nộp', state: 'da_bao_cao', color: '#0b5ed7' },
  { key: 'soDaPheDuyet', label: 'Đã duyệt', state: 'da_phe_duyet', color: '#389e0d' },
  { key: 'soChoPheDuyet', label: 'Chờ duyệt', state: 'cho_phe_duyet', color: '#0b5ed7' },
  { key: 'soTuChoi', label: 'Bị trả lại', state: 'tu_choi', color: '#c41d7f' },
  { key: 'soQuaHan', label: 'Quá hạn', state: 'qua_han', color: '#d4380d' },
  { key: 'soChuaBaoCao', label: 'Chưa nộp', state: 'chua_bao_cao', color: '#8c8c8c' },
];

/** A breakdown row's units: those of its ward, zone or organisation type. */
export type UnitsPlace = { xaPhuongId?: PlaceFilter; cumKhuCnId?: PlaceFilter; loaiHinh?: PlaceFilter };

/**
 * The tracking of the occurrence (its period's progress drawer), on the units standing so (all of
 * them, on its tab of every unit, without a state), of a place when given.
 */
export function unitsOf(o: PeriodicOccurrence, state?: TrackingState, place: UnitsPlace = {}) {
  const href = paths.memberReports.timeUpdates.getHref(o.thoiGianCapNhatDoanSoId, o.id, state, place);
  return state ? href : `${href}&tab=don-vi`;
}

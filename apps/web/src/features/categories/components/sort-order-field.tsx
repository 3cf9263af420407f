import { POSITION_SORT_ORDER_MAX } from '@congdoan/shared';
import { Form, type FormRule, InputNumber } from 'antd';

/** The order of a list kept in order (positions, member categories), with what it orders. */
export function SortOrderField({ rules, extra }: { rules: FormRule[]; extra: string }) {
  return (
    <Form.Item name="sortOrder" label="Thứ tự" rules={rules} extra={extra}>
      <InputNumber min={0} max={POSITION_SORT_ORDER_MAX} precision={0} style={{ width: 160 }} />
    </Form.Item>
  );
}

/** A new row's order: after the last one shown, which is a good guess for the usual case. */
export const nextSortOrder = (rows: readonly { sortOrder: number }[] | undefined) =>
  Math.min(Math.max(0, ...(rows ?? []).map((r) => r.sortOrder)) + 1, POSITION_SORT_ORDER_MAX);

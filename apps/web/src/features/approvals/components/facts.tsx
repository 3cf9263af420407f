import { Descriptions, type DescriptionsProps } from 'antd';
import { useCompactList } from '../../../lib/use-compact-list';

/** A record's facts, two pairs a row; on a phone each label above its value, so neither is squeezed. */
export function Facts({ items }: { items: DescriptionsProps['items'] }) {
  const compact = useCompactList();
  return (
    <Descriptions
      size="small"
      bordered
      layout={compact ? 'vertical' : 'horizontal'}
      column={{ xs: 1, sm: 1, md: 2 }}
      items={items}
    />
  );
}

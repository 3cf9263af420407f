import type { EventTypeChoice } from '@congdoan/shared';
import { Flex, Typography } from 'antd';
import { CANCELLED_CLASS, CANCELLED_COLOR } from './events-calendar-events';

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: 3,
        background: color,
        flexShrink: 0,
      }}
    />
  );
}

/** What the colours mean: each active type's colour, and how a cancelled event looks. */
export function EventsCalendarLegend({ types }: { types: readonly EventTypeChoice[] }) {
  return (
    <Flex
      component="ul"
      gap="4px 16px"
      wrap
      aria-label="Chú thích màu loại sự kiện"
      className="events-legend"
    >
      {types.map((type) => (
        <Flex component="li" key={type.id} gap={6} align="center">
          <Swatch color={type.mauSac} />
          <Typography.Text>{type.ten}</Typography.Text>
        </Flex>
      ))}
      <Flex component="li" gap={6} align="center">
        <Swatch color={CANCELLED_COLOR} />
        <Typography.Text className={CANCELLED_CLASS}>Đã hủy</Typography.Text>
      </Flex>
    </Flex>
  );
}

import { formatNumber } from '@congdoan/shared';
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { IconBadge } from '../../../components/icon-badge';

interface FigureHeadProps {
  title: string;
  /** None yet (or not counted): a dash. */
  value: number | null | undefined;
  icon: ReactNode;
  /** The icon's colour, its disc a tint of it. */
  color: string;
  /** What the card says under the number (a detail, a change). */
  children?: ReactNode;
}

/** The top of a figure card: its title and number (and what follows them) beside its icon in a tinted disc. */
export function FigureHead({ title, value, icon, color, children }: FigureHeadProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="start" gap={12}>
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        <span style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2, color: token.colorTextHeading }}>
          {value == null ? '—' : formatNumber(value)}
        </span>
        {children}
      </Flex>
      <IconBadge size={44} radius="50%" fontSize={20} background={`${color}1f`} color={color}>
        {icon}
      </IconBadge>
    </Flex>
  );
}

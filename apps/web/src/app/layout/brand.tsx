import { APP_FULL_TITLE, APP_TITLE } from '@congdoan/shared';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { IconBadge } from '../../components/icon-badge';
import { VisuallyHidden } from '../../components/visually-hidden';
import { paths } from '../../config/paths';
import { ACCENT_COLOR } from '../theme-provider';

/** App mark and name at the top of the menu (or of the top bar when there is no side menu). */
export function Brand({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    // Named by its visible title (and 'Trang chủ' for screen readers), not by an aria-label that would differ
    // from the words shown (docs/architecture.md, "Accessibility").
    <Link to={paths.root.getHref()} style={{ display: 'block' }}>
      <Flex
        align="center"
        gap={10}
        style={{ height: 60, padding: compact ? 0 : '0 20px' }}
        justify={compact ? 'center' : 'start'}
      >
        <IconBadge
          size={36}
          radius={8}
          fontSize={12}
          fontWeight={700}
          background={inverted ? '#fff' : ACCENT_COLOR}
          color={inverted ? ACCENT_COLOR : '#fff'}
        >
          {APP_TITLE}
        </IconBadge>
        {compact ? (
          <VisuallyHidden>{APP_FULL_TITLE}</VisuallyHidden>
        ) : (
          <Typography.Text
            strong
            style={{ fontSize: 15, lineHeight: 1.25, color: inverted ? '#fff' : undefined }}
          >
            {APP_FULL_TITLE}
          </Typography.Text>
        )}
        <VisuallyHidden> - Trang chủ</VisuallyHidden>
      </Flex>
    </Link>
  );
}

import type { ReactNode } from 'react';

interface IconBadgeProps {
  /** Its width and height in pixels. */
  size: number;
  /** 8 for a rounded square, '50%' for a disc. */
  radius: number | string;
  background: string;
  color: string;
  fontSize: number;
  fontWeight?: number;
  children: ReactNode;
}

/**
 * An icon or a few letters centred in a coloured square or disc (the app's mark, a figure card's
 * icon); decoration only, so screen readers pass it by.
 */
export function IconBadge({
  size,
  radius,
  background,
  color,
  fontSize,
  fontWeight,
  children,
}: IconBadgeProps) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: radius,
        background,
        color,
        fontWeight,
        fontSize,
        flexShrink: 0,
      }}
    >
      {children}
    </span>
  );
}

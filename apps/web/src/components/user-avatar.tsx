import { theme } from 'antd';

/** "Nguyễn Văn An" → "NA": first and last word, as Vietnamese names are usually shown. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? '';
  const first = words.length > 1 ? (words[0] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

/** The /**
 * The user's picture, or their initials on the accent colour. A plain disc rather than antd's
 * Avatar, which measures its text after every mount to scale it (a forced layout on every page's
 * first draw, for two letters that always fit).
 */
export function UserAvatar({
  fullName,
  src,
  size = 32,
  inverted = false,
}: {
  fullName: string;
  src?: string | null;
  size?: number;
  /** On a coloured background (navbar colour): a light disc instead of the accent colour. */
  inverted?: boolean;
}) {
  const { token } = theme.useToken();
  const disc = {
    width: size,
    height: size,
    borderRadius: '50%',
    flexShrink: 0,
    objectFit: 'cover',
  } as const;
  if (src) return <img src={src} alt={fullName} style={disc} />;
  return (
    <span
      style={{
        ...disc,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#fff',
        backgroundColor: inverted ? 'rgba(255, 255, 255, 0.25)' : token.colorPrimary,
        fontSize: size === 32 ? token.fontSize : size / 3,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        userSelect: 'none',
      }}
    >
      {initialsOf(fullName)}
    </span>
  );
}

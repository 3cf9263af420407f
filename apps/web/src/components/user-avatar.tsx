import { Avatar, theme } from 'antd';

/** "Nguyễn Văn An" → "NA": first and last word, as Vietnamese names are usually shown. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? '';
  const first = words.length > 1 ? (words[0] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

/** The user's picture, or their initials on the accent colour. */
export function UserAvatar({
  fullName,
  src,
  size,
  inverted = false,
}: {
  fullName: string;
  src?: string | null;
  size?: number;
  /** On a coloured background (navbar colour): a light disc instead of the accent colour. */
  inverted?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Avatar
      size={size}
      src={src || undefined}
      alt={fullName}
      style={{
        backgroundColor: inverted ? 'rgba(255, 255, 255, 0.25)' : token.colorPrimary,
        flexShrink: 0,
        fontSize: size ? size / 3 : undefined,
      }}
    >
      {initialsOf(fullName)}
    </Avatar>
  );
}

import { formatPercent } from '@congdoan/shared';
import { theme } from 'antd';

/**
 * A thin bar showing a share in percent: lighter than antd's Progress for a read-only figure. No
 * share (of nothing, percentOf's null) reads '—' on an empty bar, never 0 %.
 */
export function ShareBar({ percent, label }: { percent: number | null; label?: string }) {
  const { token } = theme.useToken();
  const clamped = percent === null ? null : Math.max(0, Math.min(100, percent));
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div
        role="progressbar"
        aria-valuenow={clamped ?? undefined}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={label}
        style={{
          flex: 1,
          height: 6,
          borderRadius: 3,
          background: token.colorFillSecondary,
          overflow: 'hidden',
        }}
      >
        <div
          style={{
            width: `${clamped ?? 0}%`,
            height: '100%',
            background: token.colorPrimary,
            borderRadius: 3,
          }}
        />
      </div>
      <span
        style={{
          minWidth: 44,
          textAlign: 'end',
          color: token.colorTextSecondary,
          fontSize: token.fontSizeSM,
        }}
      >
        {formatPercent(clamped)}
      </span>
    </div>
  );
}

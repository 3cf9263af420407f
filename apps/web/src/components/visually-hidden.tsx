import type { ReactNode } from 'react';

const HIDDEN_STYLE = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Text for screen readers only: it completes what the eye sees (a control's purpose, a name the layout hides)
 * instead of an aria-label that would replace the visible words (docs/architecture.md, "Accessibility").
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN_STYLE}>{children}</span>;
}

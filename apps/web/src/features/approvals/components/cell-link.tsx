import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A list cell's link on one line: a long name is cut with an ellipsis and shown whole on hover. */
export function CellLink({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      title={title}
      style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {children}
    </Link>
  );
}

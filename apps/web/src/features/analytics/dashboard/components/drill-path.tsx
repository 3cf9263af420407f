import { Breadcrumb } from 'antd';
import { useOrganizationName } from '../../../../lookups/organization-name';

/** One unit drilled into, named by its record (the drill seeded it; a reload reads it). */
function UnitName({ id }: { id: number }) {
  const name = useOrganizationName(id, true);
  return <>{name.data ?? (name.isError ? `Đơn vị ${id}` : '…')}</>;
}

/** Its name as text, for the exported image's header. */
export function useUnitName(id: number | undefined): string | undefined {
  const name = useOrganizationName(id, id !== undefined);
  return id === undefined ? undefined : (name.data ?? `Đơn vị ${id}`);
}

/**
 * Where the dashboard stands: the caller's scope, then each unit drilled into; every step but the
 * last goes back up to it.
 */
export function DrillPath({
  scope,
  path,
  onGo,
}: {
  scope: string;
  path: readonly number[];
  /** Back up to the first `depth` units (0: the caller's scope). */
  onGo: (depth: number) => void;
}) {
  const step = (depth: number, title: React.ReactNode) =>
    depth === path.length
      ? { key: depth, title: <span aria-current="location">{title}</span> }
      : {
          key: depth,
          title: (
            <a
              href={`#unit-${depth}`}
              onClick={(event) => {
                event.preventDefault();
                onGo(depth);
              }}
            >
              {title}
            </a>
          ),
        };
  return (
    <nav aria-label="Đơn vị đang xem">
      <Breadcrumb
        separator="›"
        items={[step(0, scope), ...path.map((id, i) => step(i + 1, <UnitName id={id} />))]}
      />
    </nav>
  );
}

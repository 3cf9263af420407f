import { toSearchText } from '@congdoan/shared';

/**
 * Indexes that turn what an officer typed into a record's id: a ward, zone, role or choice by name
 * or code, an organisation by code or name. Names match in any case (and either Unicode form), then
 * without accents, so 'khu cong nghiep que vo' finds 'Khu công nghiệp Quế Võ'.
 */

/** The text of a name or code as compared: any case, either Unicode form. */
export const exact = (s: string) => s.normalize('NFC').trim().toLowerCase();

/** An id, a text that fits several records, or nothing. */
export type Lookup = number | 'ambiguous' | undefined;

/** Queries with IN lists go in slices, well under the bind-parameter limit of PostgreSQL. */
const SLICE = 1000;
export const slices = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) => items.slice(i * SLICE, (i + 1) * SLICE));

/**
 * Records whose names are meant to be unique (wards, zones, roles, choices): a name or code finds
 * its record; a name fitting two records (or two only without accents) is ambiguous.
 */
export function placeIndex(items: { id: number; code?: string | null; name: string }[]) {
  const byExact = new Map<string, number | 'ambiguous'>();
  const loose = new Map<string, number | 'ambiguous'>();
  const add = (map: Map<string, number | 'ambiguous'>, key: string, id: number) => {
    const seen = map.get(key);
    map.set(key, seen === undefined || seen === id ? id : 'ambiguous');
  };
  for (const item of items) {
    add(byExact, exact(item.name), item.id);
    if (item.code) add(byExact, exact(item.code), item.id);
    add(loose, toSearchText(item.name), item.id);
  }
  return (text: string): Lookup => byExact.get(exact(text)) ?? loose.get(toSearchText(text));
}

/**
 * Records that share names freely (organisations: one name per parent): a code finds its record,
 * a name fitting several asks for the code. Records may be added while rows are checked (a row may
 * name a record a row above it creates). Without `accentFree`, names match only as written (an
 * index of the records a query found by their exact names).
 */
export class NameIndex {
  constructor(private readonly accentFree = true) {}
  private readonly byCode = new Map<string, Set<number>>();
  private readonly byName = new Map<string, Set<number>>();
  private readonly byLooseName = new Map<string, Set<number>>();

  add(id: number, code: string | null, name: string) {
    const put = (map: Map<string, Set<number>>, key: string) => {
      const set = map.get(key) ?? new Set<number>();
      set.add(id);
      map.set(key, set);
    };
    if (code) put(this.byCode, exact(code));
    put(this.byName, exact(name));
    if (this.accentFree) put(this.byLooseName, toSearchText(name));
  }

  find(text: string): Lookup {
    const code = this.byCode.get(exact(text));
    if (code?.size === 1) return [...code][0];
    const found = code?.size
      ? code
      : (this.byName.get(exact(text)) ?? this.byLooseName.get(toSearchText(text)));
    if (!found?.size) return undefined;
    return found.size === 1 ? [...found][0] : 'ambiguous';
  }
}

import type { AssistantSlots } from '@congdoan/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { industrialZones, organizations, wards } from '../../db/schema/index.js';
import { activeGrassroots } from '../organization-fields.js';
import { organizationScope } from '../scope.js';
import { fold, syllables } from './text.js';

/** A ward or zone as questions name it: its folded name without its kind ("bac giang"). */
interface NamedPlace {
  id: number;
  name: string;
  core: string;
}

const WARD_KINDS = /^(phuong|xa|dac khu|thi tran) /;
const ZONE_KINDS = /^(khu cong nghiep|cum cong nghiep|khu che xuat|khu kinh te) /;
/** How a question introduces a ward or a zone ("phường", "P.", "KCN", "khu công nghiệp"). */
const WARD_WORDS = '(?:phuong|xa|dac khu|thi tran)';
const ZONE_WORDS = '(?:khu cong nghiep|cum cong nghiep|khu che xuat|khu kinh te)';

let places: { at: number; db: DbOrTx; wards: NamedPlace[]; zones: NamedPlace[] } | null = null;
const PLACES_TTL_MS = 60_000;

/** The wards and zones by their folded names, read again after a minute (a renamed ward is found). */
async function namedPlaces(db: DbOrTx) {
  if (places && places.db === db && Date.now() - places.at < PLACES_TTL_MS) return places;
  const [wardRows, zoneRows] = await Promise.all([
    db.select({ id: wards.id, name: wards.name }).from(wards),
    db.select({ id: industrialZones.id, name: industrialZones.name }).from(industrialZones),
  ]);
  const named = (rows: { id: number; name: string }[], kinds: RegExp) =>
    rows
      .map((r) => ({ ...r, core: fold(r.name).replace(kinds, '') }))
      // the longest first: "tan yen" is not taken for "tan"
      .sort((a, b) => b.core.length - a.core.length);
  places = { at: Date.now(), db, wards: named(wardRows, WARD_KINDS), zones: named(zoneRows, ZONE_KINDS) };
  return places;
}

/** Every word of the wards' and zones' names: words a typo mender must leave as they are. */
export async function placeWords(db: DbOrTx): Promise<Set<string>> {
  const { wards: w, zones: z } = await namedPlaces(db);
  return new Set([...w, ...z].flatMap((p) => syllables(p.core)));
}

const findPlace = (list: NamedPlace[], words: string, folded: string) =>
  list.find((p) => p.core && new RegExp(`\\b${words} ${p.core}\\b`).test(folded));

/** Words that end a union's name in a question ("công ty Minh Long có bao nhiêu…"). */
const NAME_ENDS = new Set(
  'co bao may la duoc hien trong thang quy tuan hom da chua the nao gi so tong nu nam dang con voi va hay thi ra vao bi khong o tai cua den nhu ket thoi'.split(
    ' ',
  ),
);
/** Pairs in names that begin with a word that would end one. */
const NAME_PAIRS = new Set(['co phan', 'co khi', 'may mac', 'may tinh', 'thong tin', 'hoa chat', 'da nang']);
/** Words every union's name shares: a phrase of these alone names none. */
const GENERIC = new Set('cong doan ty co phan tnhh don vi so truong'.split(' '));
/** "công đoàn mình", "đơn vị tôi": the asker's own (but "Minh Long" is a name). */
const OWN = new Set(['minh', 'toi', 'chung', 'nay', 'ta', 'nha']);
const isOwn = (words: string[]) =>
  OWN.has(words[0] ?? '') && (words.length === 1 || NAME_ENDS.has(words[1]!) || OWN.has(words[1]!));

/** The words at the start of `words` up to the first that ends a name. */
function nameWords(words: string[]): string[] {
  const name: string[] = [];
  for (const [i, w] of words.entries()) {
    // "cổ phần", "may mặc" are a name's, "có", "mấy" end one
    if ((NAME_ENDS.has(w) && !NAME_PAIRS.has(`${w} ${words[i + 1]}`)) || /\d/.test(w)) break;
    name.push(w);
  }
  return name;
}

/** The words after a union's cue ("công đoàn", "công ty", "đơn vị") up to the first that ends a name. */
function unionPhrases(folded: string): string[] {
  const phrases: string[] = [];
  const cue = /\b(cong doan(?: co so)?|cong ty|doanh nghiep|don vi|truong|benh vien|nha may|xi nghiep)\b/g;
  for (let m = cue.exec(folded); m; m = cue.exec(folded)) {
    const rest = syllables(folded.slice(m.index + m[0].length).trim());
    if (isOwn(rest) || rest[0] === 'vien') continue;
    const words = nameWords(rest);
    // a union is named by its cue's kind ("công ty", "trường") and words of its own
    const kind = m[1]!.startsWith('cong doan') || m[1] === 'don vi' ? [] : [m[1]!];
    if (words.some((w) => !GENERIC.has(w))) phrases.push([...kind, ...words].join(' '));
  }
  return phrases;
}

export interface NamedUnion {
  id: number;
  name: string;
  path: string;
}

/**
 * The union a question names, looked up among ALL unions (a name outside the asker's scope is
 * recognised, and then refused, never answered): every word of the phrase in its name, the
 * shortest name first; a phrase that finds none is tried without its last words.
 */
async function namedUnion(db: DbOrTx, folded: string): Promise<NamedUnion | null> {
  for (const phrase of unionPhrases(folded)) {
    const words = syllables(phrase);
    for (let n = words.length; n >= 1; n--) {
      const part = words.slice(0, n);
      if (part.every((w) => GENERIC.has(w))) break;
      // the words in their order, whole, anywhere in the name
      const row = await unionMatching(db, part.map(wholeWord).join('.*'));
      if (row) return row;
    }
  }
  return null;
}

/** Words that begin a place, not a union's name ("phường mình", "tỉnh ta", "khu công nghiệp…"). */
const PLACE_STARTS = new Set(['phuong', 'xa', 'tinh', 'huyen', 'khu', 'cum', 'kcn', 'p', 'dia', 'tren']);

/**
 * A union named by the words the question starts with, with or without its cue ("Điện tử Hưng
 * Thịnh có bao nhiêu…", "Thép Trường Thịnh có…"): the words before the first that ends a name, at
 * least two of them not shared by every union's name, found whole and side by side in one union's
 * name (the shortest). Stricter than a cued phrase, whose words may lie apart and may be cut, so it
 * is tried first: "Thép Trường Thịnh" is that union, not the first with "Trường Thịnh" in its name.
 * Not a place ("phường mình…") and not the asker's own ("công đoàn mình", "đơn vị tôi").
 */
async function unionNamedFirst(db: DbOrTx, folded: string): Promise<NamedUnion | null> {
  const words = nameWords(syllables(folded));
  const last = words.at(-1) ?? '';
  if (PLACE_STARTS.has(words[0] ?? '') || OWN.has(last) || isOwn(words)) return null;
  if (words.filter((w) => !GENERIC.has(w)).length < 2) return null;
  return unionMatching(db, words.map(wholeWord).join(' '));
}

/** A word as a whole word of a PostgreSQL regular expression. */
const wholeWord = (w: string) => `\\m${w.replace(/[^a-z0-9]/g, '\\$&')}\\M`;

/** The union with the shortest name whose folded name (and code) matches `pattern`. */
async function unionMatching(db: DbOrTx, pattern: string): Promise<NamedUnion | null> {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, path: organizations.path })
    .from(organizations)
    .where(sql`${organizations.searchText} ~ ${pattern}`)
    .orderBy(asc(sql`length(${organizations.name})`), asc(organizations.id))
    .limit(1);
  return row ?? null;
}

/** The ward, zone or union a question names (slots with ids and names), or none. */
export async function placeSlots(db: DbOrTx, folded: string): Promise<AssistantSlots> {
  const { wards: w, zones: z } = await namedPlaces(db);
  const zone = findPlace(z, ZONE_WORDS, folded);
  if (zone) return { cumKhuCnId: zone.id, zoneName: zone.name };
  // "công đoàn phường X" names the ward's union; "phường X" the ward
  const union =
    (await unionNamedFirst(db, folded)) ??
    (/\b(cong doan|cong ty|don vi|doanh nghiep|truong|benh vien|nha may|xi nghiep) (?!(phuong|xa) )/.test(
      folded,
    )
      ? await namedUnion(db, folded)
      : null);
  if (union) return { organizationId: union.id, organizationName: union.name };
  const ward = findPlace(w, WARD_WORDS, folded);
  if (ward) return { xaPhuongId: ward.id, wardName: ward.name };
  const wardUnion = await namedUnion(db, folded);
  return wardUnion ? { organizationId: wardUnion.id, organizationName: wardUnion.name } : {};
}

/**
 * Whose figures an answer gives: its words, the condition on `organizations` that picks them
 * (within the asker's scope, always), and the members list's filter that shows the same. `refused`
 * when the question named a unit outside the scope, or the asker sees no union's figures.
 */
export interface Focus {
  label: string;
  units: SQL | undefined;
  organizationId?: number;
  refused: boolean;
}

export const REFUSAL = 'Bạn không có quyền xem số liệu của đơn vị này.';

/** The asker's own scope in words: 'toàn tỉnh', a ward, a zone, a union (with its units if it has any). */
async function ownLabel(db: DbOrTx, actor: Actor): Promise<string> {
  const nameOf = async (table: typeof wards | typeof industrialZones, id: number | null) => {
    if (id === null) return 'Đơn vị của bạn';
    const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    return row?.name ?? 'Đơn vị của bạn';
  };
  switch (actor.scope) {
    case 'province':
      return 'toàn tỉnh';
    case 'ward':
      return nameOf(wards, actor.xaPhuongId);
    case 'zone':
      return nameOf(industrialZones, actor.cumKhuCnId);
    case 'organization': {
      const [row] = await db
        .select({
          name: organizations.name,
          children: sql<boolean>`exists (select 1 from organizations c where c.organization_parent_id = ${actor.organizationId})`,
        })
        .from(organizations)
        .where(eq(organizations.id, actor.organizationId ?? 0));
      if (!row) return 'Đơn vị của bạn';
      return row.children ? `${row.name} (kể cả các đơn vị trực thuộc)` : row.name;
    }
    case 'self':
      return 'Bạn';
  }
}

/** The focus of a figure question: the named unit within the asker's scope, or the scope itself. */
export async function focusOf(db: DbOrTx, actor: Actor, slots: AssistantSlots): Promise<Focus> {
  const scope = organizationScope(actor);
  const refused: Focus = { label: '', units: sql`false`, refused: true };
  if (actor.scope === 'self') return refused;
  let named: SQL | undefined;
  let label: string | undefined;
  if (slots.organizationId !== undefined) {
    const [union] = await db
      .select({ path: organizations.path, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.id, slots.organizationId), scope));
    if (!union) return refused;
    named = sql`${organizations.path} like ${`${union.path}%`}`;
    label = union.name;
  } else if (slots.xaPhuongId !== undefined) {
    named = eq(organizations.xaPhuongId, slots.xaPhuongId);
    label = slots.wardName;
  } else if (slots.cumKhuCnId !== undefined) {
    named = eq(organizations.cumKhuCnId, slots.cumKhuCnId);
    label = slots.zoneName;
  }
  if (!named) return { label: await ownLabel(db, actor), units: scope, refused: false };
  if (actor.scope !== 'province' && slots.organizationId === undefined) {
    // a ward or zone named by an officer of a narrower scope: only the unions of both, said so
    const [some] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(activeGrassroots, scope, named))
      .limit(1);
    if (!some) return refused;
    label = `${label} (trong phạm vi của bạn)`;
  }
  return {
    label: label ?? '',
    units: and(scope, named),
    organizationId: slots.organizationId,
    refused: false,
  };
}

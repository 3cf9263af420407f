import { toSearchText } from '@congdoan/shared';

/**
 * Vietnamese text as the assistant compares it: NFC, lower case, marks stripped, đ → d
 * (toSearchText), punctuation turned to spaces except what dates and shares need ('/', '%', '.'
 * inside a number), and the abbreviations officers type written out.
 */
export function fold(text: string): string {
  let folded = ` ${toSearchText(text.normalize('NFC'))} `
    .replace(/(\d)[.,](\d)/g, '$1#$2')
    .replace(/[^a-z0-9/%#\s]/g, ' ')
    .replace(/#/g, '.');
  for (const [short, long] of ABBREVIATIONS) folded = folded.replace(short, long);
  return folded.replace(/\s+/g, ' ').trim();
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/ kcn /g, ' khu cong nghiep '],
  [/ ccn /g, ' cum cong nghiep '],
  [/ cdcs /g, ' cong doan co so '],
  [/ cd /g, ' cong doan '],
  [/ dv /g, ' doan vien '],
  [/ cnvcld /g, ' cong nhan vien chuc lao dong '],
  [/ nld /g, ' nguoi lao dong '],
  [/ p /g, ' phuong '],
  [/ tb /g, ' thong bao '],
  [/ sk /g, ' su kien '],
  [/ bn /g, ' bao nhieu '],
  [/ bnh /g, ' bao nhieu '],
  [/ ko /g, ' khong '],
  [/ k /g, ' khong '],
  [/ j /g, ' gi '],
];

/** The words of a folded text. */
export const syllables = (folded: string) => (folded ? folded.split(' ') : []);

/** Optimal string alignment distance, stopping once it passes `max` (typos of one or two letters). */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * The words of a question with its typos mended: a word the vocabulary does not know becomes the
 * one it knows within one letter (two for long words) — the one that makes a known pair with a
 * neighbour ("bao nhiu" → "bao nhieu", "thong bo" → "thong bao"), else the only closest one.
 */
export function mend(
  words: string[],
  vocabulary: ReadonlySet<string>,
  pairs: ReadonlySet<string> = new Set(),
): string[] {
  return words.map((w, i) => {
    const paired_ = (c: string) =>
      (i > 0 && pairs.has(`${words[i - 1]} ${c}`)) ||
      (i + 1 < words.length && pairs.has(`${c} ${words[i + 1]}`));
    // a known word stays, unless a neighbour says it was a typo of another ("thong bo" → "thong bao")
    if (w.length < 2 || /\d/.test(w) || (vocabulary.has(w) && paired_(w))) return w;
    const max = w.length >= 6 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = max + 1;
    let tie = false;
    let paired: string | null = null;
    for (const v of vocabulary) {
      const d = editDistance(w, v, max);
      if (d > max) continue;
      if (paired_(v) && (paired === null || d < editDistance(w, paired, max))) paired = v;
      if (d < bestDistance) {
        best = v;
        bestDistance = d;
        tie = false;
      } else if (d === bestDistance) tie = true;
    }
    if (paired) return paired;
    return best !== null && !tie && w.length >= 3 && !vocabulary.has(w) ? best : w;
  });
}

// Fails when the code or the docs cite a section of docs/ that does not exist, so that renaming a
// heading without its citations breaks `npm run lint` instead of leaving a dead trail.
//
// A citation names a file of docs/ and one of its headings (any level, # to ####), in the forms
//   docs/<file>.md, "<Heading>"     the heading's exact text
//   docs/<file>.md#<anchor>         the anchor GitHub makes of a heading
// and a bare docs/<file>.md must name a file that exists. Searched: every tracked *.ts, *.tsx,
// *.mjs and *.md file (git ls-files). A citation may break its line after the comma, where a
// comment goes on with // or *.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** docs/<name>.md not inside another path, then an optional heading in quotes or an anchor. */
const CITATION =
  /(?<![\w./-])docs\/([\w.-]+\.md)(?:,\s*(?:(?:\/\/|\*)\s*)*"([^"\n]+)"|#([\w\p{L}\p{N}-]+))?/gu;

function trackedFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs', '*.md'], {
      cwd: root,
      encoding: 'utf8',
    });
    return out.split('\0').filter(Boolean);
  } catch (err) {
    console.error(`check-doc-citations: cannot list the tracked files with git (${err.message})`);
    process.exit(2);
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (text) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** The headings of a docs file (outside fenced code) and their anchors, or null if it is missing. */
const headingsCache = new Map();
function headingsOf(file) {
  if (headingsCache.has(file)) return headingsCache.get(file);
  const full = path.join(root, 'docs', file);
  let found = null;
  if (existsSync(full)) {
    found = { texts: new Set(), anchors: new Set() };
    const seen = new Map();
    let fenced = false;
    for (const line of readFileSync(full, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const heading = fenced ? null : /^#{1,4}\s+(.+?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      found.texts.add(heading[1]);
      const anchor = anchorOf(heading[1]);
      const n = seen.get(anchor) ?? 0;
      seen.set(anchor, n + 1);
      found.anchors.add(n === 0 ? anchor : `${anchor}-${n}`);
    }
  }
  headingsCache.set(file, found);
  return found;
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

const broken = [];
let checked = 0;
for (const file of trackedFiles()) {
  const full = path.join(root, file);
  if (!existsSync(full)) continue; // deleted in the working tree, not yet committed
  const text = readFileSync(full, 'utf8');
  for (const match of text.matchAll(CITATION)) {
    const [cited, docFile, heading, anchor] = match;
    checked++;
    const headings = headingsOf(docFile);
    const where = `${file}:${lineAt(text, match.index)}`;
    const shown = cited.replace(/\s+/g, ' ');
    if (!headings) broken.push(`${where}: ${shown} — docs/${docFile} does not exist`);
    else if (heading !== undefined && !headings.texts.has(heading))
      broken.push(`${where}: ${shown} — no heading "${heading}" in docs/${docFile}`);
    else if (anchor !== undefined && !headings.anchors.has(anchor))
      broken.push(`${where}: ${shown} — no heading with the anchor #${anchor} in docs/${docFile}`);
  }
}

if (broken.length > 0) {
  console.error(`check-doc-citations: ${broken.length} of ${checked} citations of docs/ are broken:`);
  for (const line of broken) console.error(`  ${line}`);
  console.error('Fix the citation, or the heading it names (headings are cited by their exact text).');
  process.exit(1);
}
console.log(`check-doc-citations: ${checked} citations of docs/, all found.`);

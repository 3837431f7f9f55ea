// `npm run security:coverage`: lists each line of SECURITY.md with the tests named after it, and fails when a line
// has none. A test covers a line when its name starts with or contains the number, e.g. it('S07 …').
// A line about a feature that is not built yet is declared in docs/security-not-built.md (`- S42 why, issue`):
// it is printed as such, and the check fails once it has tests, so the list cannot go stale.
// The lines are read from ../shared/SECURITY.md beside the repository (or the file SECURITY_MD names); without
// it, every number from S01 to S45 counts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_FILE = /\.(test|e2e)\.tsx?$/;
const LAST_LINE = 62;

function securityLines() {
  const file = process.env.SECURITY_MD ?? path.resolve(root, '../shared/SECURITY.md');
  if (existsSync(file)) {
    const ids = [...readFileSync(file, 'utf8').matchAll(/^- (S\d{2}) /gm)].map((match) => match[1]);
    if (ids.length > 0) return { ids: [...new Set(ids)], source: path.relative(process.cwd(), file) };
  }
  const ids = Array.from({ length: LAST_LINE }, (_, i) => `S${String(i + 1).padStart(2, '0')}`);
  return { ids, source: `S01–S${LAST_LINE} (no SECURITY.md found at ${file})` };
}

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (TEST_FILE.test(entry.name)) yield full;
  }
}

const covered = new Map();
const TEST_NAME = /\b(?:it|test)(?:\.\w+)?\(\s*(['"`])((?:(?!\1).)*)\1/g;
for (const file of [...testFiles(path.join(root, 'apps')), ...testFiles(path.join(root, 'packages'))]) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(TEST_NAME)) {
    const name = match[2];
    for (const s of name.match(/\bS\d{2}\b/g) ?? []) {
      if (!covered.has(s)) covered.set(s, []);
      covered.get(s).push(`${path.relative(root, file)}: ${name}`);
    }
  }
}

/** `- S42 GST invoices …` lines of docs/security-not-built.md: the number and why. */
function notBuiltYet() {
  const file = path.join(root, 'docs/security-not-built.md');
  if (!existsSync(file)) return new Map();
  return new Map([...readFileSync(file, 'utf8').matchAll(/^- (S\d{2}) (.+)$/gm)].map((m) => [m[1], m[2]]));
}

const { ids, source } = securityLines();
const pending = notBuiltYet();
console.log(`Lines of ${source}`);
let missing = 0;
let stale = 0;
for (const id of ids) {
  const tests = covered.get(id) ?? [];
  if (pending.has(id)) {
    if (tests.length > 0) stale++;
    console.log(
      tests.length > 0
        ? `${id} has ${tests.length} test(s) but is still listed in docs/security-not-built.md: remove it there`
        : `${id} NOT BUILT YET: ${pending.get(id)}`,
    );
    continue;
  }
  if (tests.length === 0) missing++;
  console.log(`${id} ${tests.length === 0 ? 'NOT COVERED' : `${tests.length} test(s)`}`);
  for (const test of tests) console.log(`    ${test}`);
}
const waiting = ids.filter((id) => pending.has(id) && !covered.has(id));
const ok = missing === 0 && stale === 0;
console.log(
  [
    ok
      ? 'Every built line of SECURITY.md has a test.'
      : `${missing + stale} line(s) of SECURITY.md have no test or a stale entry.`,
    waiting.length > 0 ? `Not built yet: ${waiting.join(', ')} (docs/security-not-built.md).` : '',
  ]
    .filter(Boolean)
    .join(' '),
);
process.exit(ok ? 0 : 1);

// `npm run security:coverage`: lists each numbered line of docs/security.md with the tests named after it, and
// fails when a line has none. A test covers a line when its name contains the number, e.g. it('S07 …').
// A line about a feature that is not built yet is declared in docs/security-not-built.md (`- S42 why, issue`):
// it is printed as such, and the check fails once it has tests, so the list cannot go stale.
// docs/security-tests.md is the same list as a document: `--write` writes it, and the check fails when it is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROMISES = path.join(root, 'docs/security.md');
const TESTS_DOC = path.join(root, 'docs/security-tests.md');
const TEST_FILE = /\.(test|e2e)\.tsx?$/;
const write = process.argv.includes('--write');

/** `- S07 text` lines of docs/security.md: the number and the promise's first line. */
function promises() {
  return [...readFileSync(PROMISES, 'utf8').matchAll(/^- (S\d{2}) (.+)$/gm)].map((m) => ({
    id: m[1],
    text: m[2],
  }));
}

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (TEST_FILE.test(entry.name)) yield full;
  }
}

function testsByNumber() {
  const covered = new Map();
  const TEST_NAME = /\b(?:it|test)(?:\.\w+)?\(\s*(['"`])((?:(?!\1).)*)\1/g;
  const files = [...testFiles(path.join(root, 'apps')), ...testFiles(path.join(root, 'packages'))].sort();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(TEST_NAME)) {
      const name = match[2];
      for (const s of new Set(name.match(/\bS\d{2}\b/g) ?? [])) {
        if (!covered.has(s)) covered.set(s, []);
        covered.get(s).push({ file: path.relative(root, file), name });
      }
    }
  }
  return covered;
}

/** `- S42 GST invoices …` lines of docs/security-not-built.md: the number and why. */
function notBuiltYet() {
  const file = path.join(root, 'docs/security-not-built.md');
  if (!existsSync(file)) return new Map();
  return new Map([...readFileSync(file, 'utf8').matchAll(/^- (S\d{2}) (.+)$/gm)].map((m) => [m[1], m[2]]));
}

function testsDocument(lines, covered, pending) {
  const out = [
    '# The tests that hold each security promise',
    '',
    'Written by `npm run security:coverage -- --write` from the test names; the promises are in',
    '[security.md](security.md). Do not edit by hand.',
    '',
  ];
  for (const { id, text } of lines) {
    out.push(`## ${id}`, '', `${text}`, '');
    if (pending.has(id)) out.push(`Not built yet: ${pending.get(id)}`, '');
    for (const test of covered.get(id) ?? [])
      out.push(`- \`${test.file}\`: ${test.name.replaceAll('|', '\\|')}`);
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

const lines = promises();
const covered = testsByNumber();
const pending = notBuiltYet();
console.log(`Lines of ${path.relative(process.cwd(), PROMISES)}`);
let missing = 0;
let stale = 0;
for (const { id } of lines) {
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
  for (const test of tests) console.log(`    ${test.file}: ${test.name}`);
}

const document = testsDocument(lines, covered, pending);
let documentStale = false;
if (write) writeFileSync(TESTS_DOC, document);
else if (!existsSync(TESTS_DOC) || readFileSync(TESTS_DOC, 'utf8') !== document) {
  documentStale = true;
  console.log('docs/security-tests.md is stale: run `npm run security:coverage -- --write` and commit it.');
}

const waiting = lines.filter(({ id }) => pending.has(id) && !covered.has(id)).map(({ id }) => id);
const ok = missing === 0 && stale === 0 && !documentStale;
console.log(
  [
    ok
      ? 'Every built line of docs/security.md has a test.'
      : `${missing + stale} line(s) of docs/security.md have no test or a stale entry${documentStale ? '; security-tests.md is stale' : ''}.`,
    waiting.length > 0 ? `Not built yet: ${waiting.join(', ')} (docs/security-not-built.md).` : '',
  ]
    .filter(Boolean)
    .join(' '),
);
process.exit(ok ? 0 : 1);

// `npm run security:coverage`: lists each line of SECURITY.md with the tests named after it, and fails when a line
// has none. A test covers a line when its name starts with or contains the number, e.g. it('S07 …').
// The lines are read from ../shared/SECURITY.md beside the repository (or the file SECURITY_MD names); without
// it, every number from S01 to S45 counts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_FILE = /\.(test|e2e)\.tsx?$/;
const LAST_LINE = 45;

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

const { ids, source } = securityLines();
console.log(`Lines of ${source}`);
let missing = 0;
for (const id of ids) {
  const tests = covered.get(id) ?? [];
  if (tests.length === 0) missing++;
  console.log(`${id} ${tests.length === 0 ? 'NOT COVERED' : `${tests.length} test(s)`}`);
  for (const test of tests) console.log(`    ${test}`);
}
console.log(
  missing === 0 ? 'Every line of SECURITY.md has a test.' : `${missing} line(s) of SECURITY.md have no test.`,
);
process.exit(missing === 0 ? 0 : 1);

// `npm run deps`: dependency-cruiser's import rules over the API, the web app and the contracts. It fails on a
// broken rule, and also when it read almost nothing: a parser it cannot load (TypeScript 7 has no JavaScript
// API, decision 0098) makes dependency-cruiser cruise zero modules and report "no violations".
import { execFileSync } from 'node:child_process';
import { format } from 'dependency-cruiser';

const MINIMUM_MODULES = 500;
const args = [
  'apps/api/src',
  'apps/web/src',
  'packages/contracts/src',
  '--config',
  '.dependency-cruiser.cjs',
];

// One cruise; the CLI reads the config file as `depcruise` does. Its exit code counts errors, so the JSON is
// taken from a failed run too.
let json;
try {
  json = execFileSync('npx', ['depcruise', ...args, '--output-type', 'json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
} catch (error) {
  json = error.stdout;
}
const result = JSON.parse(json);
if (result.summary.totalCruised < MINIMUM_MODULES) {
  console.error(
    `dependency-cruiser read only ${result.summary.totalCruised} modules (expected ${MINIMUM_MODULES}+): is its TypeScript parser missing?`,
  );
  process.exit(1);
}
const report = await format(result, { outputType: 'err' });
process.stdout.write(report.output);
process.exit(report.exitCode);

// `npm run deps`: dependency-cruiser's import rules over the API, the web app and the contracts. It fails on a
// broken rule, and also when it read almost nothing: a parser it cannot load (TypeScript 7 has no JavaScript
// API, decision 0098) makes dependency-cruiser cruise zero modules and report "no violations".
import { execFileSync } from 'node:child_process';

const MINIMUM_MODULES = 500;
const args = [
  'apps/api/src',
  'apps/web/src',
  'packages/contracts/src',
  '--config',
  '.dependency-cruiser.cjs',
];
const run = (extra) =>
  execFileSync('npx', ['depcruise', ...args, ...extra], { encoding: 'utf8', maxBuffer: 1 << 28 });

const { summary } = JSON.parse(run(['--output-type', 'json']));
if (summary.totalCruised < MINIMUM_MODULES) {
  console.error(
    `dependency-cruiser read only ${summary.totalCruised} modules (expected ${MINIMUM_MODULES}+): is its TypeScript parser missing?`,
  );
  process.exit(1);
}
try {
  process.stdout.write(run(['--output-type', 'err']));
} catch (error) {
  process.stdout.write(error.stdout ?? '');
  process.exit(1);
}

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (project by project; in each, the slowest of the last run first, else the largest), except that
 * the longest `processes` file goes first, beside the first `api` files: it mostly waits (servers started,
 * PostgreSQL killed and started again), and at the end of the run, beside another such file, its waits left the
 * CPU idle (docs/decisions/0119). Only one: two would take both workers from the `api` files.
 */
export class LongestProcessFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.find((file) => file.project.name === 'processes');
    return first ? [first, ...sorted.filter((file) => file !== first)] : sorted;
  }
}

import type { TestProject } from 'vitest/node';
import { EVERY_FEE_ENV } from '../../../api/test/helpers/every-fee.ts';
import { startShopServer } from '../shop-server.ts';

/**
 * A second e2e shop, with every fee and discount an owner may switch on (issue 40's walk-through), on its own port
 * and database: the specs of this folder run against it, the other specs keep the e2e shop's settings.
 */
export default function setup(project: TestProject) {
  return startShopServer(project, EVERY_FEE_ENV);
}

import type { TestProject } from 'vitest/node';
import { startShopServer } from './shop-server.ts';

/** The e2e shop every spec of this folder runs against (shop-server.ts), started once for the whole run. */
export default function setup(project: TestProject) {
  return startShopServer(project);
}

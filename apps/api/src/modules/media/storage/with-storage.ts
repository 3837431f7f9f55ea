import { AppError } from '../../../lib/errors.ts';
import { StorageUnavailableError } from './picture-store.ts';

/** The bucket down or refusing: a 503 in the shared shape; the log gets the SDK's error name only (S61). */
export async function withStorage<T>(
  request: { log: { error(o: object, m: string): void } },
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    request.log.error({ storage: error.message, cause: error.cause }, 'picture storage unavailable');
    throw new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      'Pictures are briefly unavailable. Please try again in a moment.',
    );
  }
}

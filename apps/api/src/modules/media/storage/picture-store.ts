/**
 * Where uploaded pictures live: on this machine's disk (`STORAGE=local`, DATA_DIR/uploads) or in an
 * S3-compatible bucket shared by every instance (`STORAGE=s3`: AWS S3, Cloudflare R2, MinIO). Names are ours
 * (random, checked by the caller); a store never sees a name from a request unchecked.
 */
export interface PictureStore {
  readonly kind: 'local' | 's3';
  /** Writes a new file; refuses to overwrite one (names are random, so a clash is a bug). */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(name: string): Promise<Buffer | undefined>;
  remove(name: string): Promise<void>;
  /** Where a browser can fetch the file without the shop (a CDN in front of the bucket), if configured. */
  publicUrl(name: string): string | undefined;
}

export class StorageUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`picture storage: ${operation} failed`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

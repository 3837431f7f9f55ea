import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type PictureStore, StorageUnavailableError } from './picture-store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** R2, MinIO or any S3-compatible server; path-style addressing is used with it. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A CDN (or the bucket's public address) in front of the bucket, e.g. https://img.example.com. */
  publicUrl?: string;
}

/** Object keys sit under this prefix, so the bucket can hold other things (backups, exports) beside them. */
const PREFIX = 'uploads/';

/**
 * Pictures in an S3-compatible bucket through the AWS SDK. Credentials come from the settings, or the SDK's own
 * chain (instance role, AWS_* variables) when they are not set. S61: the SDK's errors are wrapped in an error
 * that carries no request, so neither the credentials nor a signature can reach a log line.
 */
export class S3PictureStore implements PictureStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      maxAttempts: 3,
    });
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.send('put', () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: PREFIX + name,
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
          // S3 and R2 refuse to overwrite an existing key with this; servers without it ignore it.
          IfNoneMatch: '*',
        }),
      ),
    );
  }

  async get(name: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: PREFIX + name }),
      );
      const bytes = await object.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey'))
        return undefined;
      throw new StorageUnavailableError('get', summary(error));
    }
  }

  async remove(name: string): Promise<void> {
    await this.send('remove', () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: PREFIX + name })),
    );
  }

  publicUrl(name: string): string | undefined {
    return this.settings.publicUrl
      ? `${this.settings.publicUrl.replace(/\/$/, '')}/${PREFIX}${name}`
      : undefined;
  }

  private async send(operation: string, call: () => Promise<unknown>): Promise<void> {
    try {
      await call();
    } catch (error) {
      throw new StorageUnavailableError(operation, summary(error));
    }
  }
}

/** What of an SDK error may be logged: its name, S3's error code and HTTP status, never the request. */
function summary(error: unknown): { name: string; status?: number } {
  if (error instanceof S3ServiceException)
    return { name: error.name, status: error.$metadata.httpStatusCode };
  return { name: error instanceof Error ? error.name : 'Error' };
}

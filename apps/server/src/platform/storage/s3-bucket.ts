import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { StorageSettings } from '../../config';
import { assertSafeKey, type FileStorage } from './port';

type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

/** Files in an S3-compatible bucket (AWS, MinIO, R2, Spaces): the production choice when processes share no disk. */
export function s3BucketStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      // A multipart upload streams a report of any size without holding it in memory.
      await new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: contentType } }).done();
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

import type { StorageSettings } from '../../config';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './port';

export type { FileStorage, StoredFile } from './port';

export async function createFileStorage(settings: StorageSettings): Promise<FileStorage> {
  if (settings.kind === 'local') return localDiskStorage(settings.directory);
  // The AWS SDK is loaded only for a bucket: it adds some 20 MB to every process that keeps files on disk.
  const { s3BucketStorage } = await import('./s3-bucket');
  return s3BucketStorage(settings);
}

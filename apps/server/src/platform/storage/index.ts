import type { StorageSettings } from '../../config';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './port';
import { s3BucketStorage } from './s3-bucket';

export type { FileStorage, StoredFile } from './port';

export function createFileStorage(settings: StorageSettings): FileStorage {
  return settings.kind === 'local' ? localDiskStorage(settings.directory) : s3BucketStorage(settings);
}

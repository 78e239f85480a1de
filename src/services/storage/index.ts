import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { FileStore } from './file-store';
import { createLocalDiskStore } from './local-disk-store';
import { createPostgresFileStore } from './postgres-store';

/**
 * The store FILE_STORE names: 'local', this host's DATA_DIR (the embedded demo's default), or 'postgres', the
 * database every app host reaches (docs/decisions/2026-11-27-file-store.md). Created once per process, like `db`.
 */
export function createFileStore(config: Pick<Config, 'FILE_STORE' | 'DATA_DIR'>, db: Db): FileStore {
  return config.FILE_STORE === 'postgres' ? createPostgresFileStore(db) : createLocalDiskStore(config.DATA_DIR);
}


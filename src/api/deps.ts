import type { Config } from '../config';
import type { Db } from '../db/types';
import type { Logger } from '../log';

/** What every API area gets when it is built. */
export interface ApiDeps {
  db: Db;
  config: Config;
  log: Logger;
}

import { coidValue } from '../fields';
import { int, serial, timestamp } from '../columns';
import { serialKey } from '../keys';
import type { Column, ResourceDefinition } from '../types';

/** The manufacturer's name, for search documents of families that belong to a company. */
export const COMPANY_NAME = { companyName: 'SELECT c.name FROM companies c WHERE c.coid = t.coid' } as const;

export const coid = (options: Partial<Column> = {}): Column =>
  int({ schema: coidValue, write: 'always', filter: true, sort: true, ...options });

export const published = (): Column => timestamp({ write: 'always', sort: true });

/** The common shape of a family keyed by `seq`: public reads, newest first, pages refreshed after writes. */
export function seqFamily(
  def: Omit<ResourceDefinition, 'key' | 'publicRead' | 'affectsPages' | 'defaultSort'> & Partial<ResourceDefinition>,
): ResourceDefinition {
  return {
    key: serialKey('seq'),
    publicRead: true,
    affectsPages: true,
    defaultSort: '-seq',
    ...def,
    columns: { seq: serial(), ...def.columns },
  };
}

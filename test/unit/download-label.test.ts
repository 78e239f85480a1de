import { describe, expect, it } from 'vitest';
import { downloadLabel } from '../../src/domain/download-label';

describe('download analytics labels', () => {
  it.each([
    ['/company/acme-doors-12345/cad', 'cad', 'company-cad'],
    ['/company/acme-doors-12345/bim/77', 'bim', 'company-bim'],
    ['/company/12345/spec/9?page=2', 'spec', 'company-spec'],
    ['/downloads/acme-12345/cad/door.dxf', 'cad', 'downloads'],
    ['/product/42', 'cad', 'product#cad'],
    ['/product/42/bim', 'bim', 'product#bim'],
    ['/search/door/cad', 'cad', 'search-cad'],
    ['/search/steel-door/bim/', 'bim', 'search-bim'],
  ])('%s → %s', (path, type, label) => expect(downloadLabel(path, type)).toBe(label));

  it.each([
    ['/company/acme-12345/catalog', 'catalog'],
    ['/company/acme-12345', 'cad'],
    ['/search/door', 'cad'],
    ['/search/door/spec', 'spec'],
    ['/', 'cad'],
    ['/product/abc', 'cad'],
  ])('%s is not a labelled page', (path, type) => expect(downloadLabel(path, type)).toBeNull());

  it('no referrer, no label', () => expect(downloadLabel(null, 'cad')).toBeNull());
});

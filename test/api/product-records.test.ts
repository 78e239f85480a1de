import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { DECLARED_UNITS, type DeclaredUnitId } from '../../src/domain/product-data/declared-units';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let coid: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

const bearer = () => ({ Authorization: `Bearer ${admin.token}` });
const newDoor = (extra: object = {}) =>
  request(t.app).post('/api/products').set(bearer()).send({ coid, name: 'Record Test Door', section: '081113', division: '08', template: 'hollow-metal-doors', ...extra });

describe('product data templates', () => {
  it('lists the templates with typed properties, units and IFC properties', async () => {
    const res = await request(t.app).get('/api/product-templates').expect(200);
    const door = res.body.templates.find((x: { id: string }) => x.id === 'hollow-metal-doors');
    expect(door).toMatchObject({ version: 1, sections: ['08 11 13'], ifcClass: 'IfcDoor' });
    const fire = door.properties.find((p: { id: string }) => p.id === 'fire-rating');
    expect(fire).toMatchObject({ type: 'number', unit: 's', display: 'min', displaySymbol: 'min', facet: true, ifc: 'Pset_DoorCommon.FireRating', max: 14400 });
    expect(fire.bsdd).toMatch(/^https:\/\/identifier\.buildingsmart\.org\/.+\/FireRating$/);
  });

  it('answers one template by id, a version by ?version, and 404 for an unknown one', async () => {
    const windows = (await request(t.app).get('/api/product-templates/aluminum-windows').expect(200)).body;
    expect(windows.name).toBe('Aluminum windows');
    // Windows are declared per m2 (openEPD "Windows"), with the category's GWP range.
    expect(windows.epd).toEqual({ declaredUnit: 'm2', gwp: [80, 180] });
    expect((await request(t.app).get('/api/product-templates/aluminum-windows?version=1').expect(200)).body.version).toBe(1);
    expect((await request(t.app).get('/api/product-templates/aluminum-windows?version=9').expect(404)).body.error.message).toContain('version 9');
    await request(t.app).get('/api/product-templates/no-such-thing').expect(404);
    expect((await request(t.app).get('/api/product-templates/Bad_Id').expect(400)).body.error.message).toContain('id');
  });
});

describe('typed product records', () => {
  it('stores values in canonical units and answers each with its unit, display and IFC property', async () => {
    const created = await newDoor({ properties: { 'fire-rating': 5400, stc: 42, 'u-factor': 1.647, gauge: 16, core: 'polyurethane', standards: ['UL 10C', 'NFPA 80'] } });
    expect(created.status).toBe(201);
    const got = await request(t.app).get(`/api/products/${created.body.seq}`).expect(200);
    expect(got.body).toMatchObject({ template: 'hollow-metal-doors', templateVersion: 1, declarations: [] });
    const byId = Object.fromEntries(got.body.properties.map((p: { id: string }) => [p.id, p]));
    expect(byId['fire-rating']).toEqual({ id: 'fire-rating', name: 'Fire rating', group: 'performance', value: 5400, unit: 's', display: '90 min', ifc: 'Pset_DoorCommon.FireRating' });
    expect(byId.stc.display).toBe('STC 42');
    expect(byId['u-factor'].display).toBe('0.29 Btu/(h·ft²·°F)');
    expect(byId.gauge.display).toBe('16-gauge');
    expect(byId.standards.value).toEqual(['UL 10C', 'NFPA 80']);
    const sheet = await t.db.one<{ attributes: { label: string; value: string }[] }>(sql`SELECT attributes FROM products WHERE seq = ${created.body.seq}`);
    expect(sheet.attributes).toContainEqual({ group: 'performance', label: 'Fire rating', value: '90 min' });
  });

  it('refuses a value out of range or of the wrong type with a 400 naming the property, and writes nothing', async () => {
    const created = await newDoor({ properties: { stc: 38 } });
    const seq = created.body.seq as number;
    const tooHot = await request(t.app).put(`/api/products/${seq}`).set(bearer()).send({ properties: { 'fire-rating': 99999, stc: 'loud' } });
    expect(tooHot.status).toBe(400);
    expect(tooHot.body.error.fields).toEqual({ 'properties.fire-rating': 'must be at most 14400 s', 'properties.stc': 'must be a number' });
    const unknown = await request(t.app).put(`/api/products/${seq}`).set(bearer()).send({ properties: { colour: 'red' } });
    expect(unknown.body.error.fields).toEqual({ 'properties.colour': 'is not a property of the Hollow metal doors template' });
    const badChoice = await request(t.app).put(`/api/products/${seq}`).set(bearer()).send({ properties: { core: 'cardboard' } });
    expect(badChoice.body.error.fields['properties.core']).toContain('must be one of: polyurethane');
    const after = await request(t.app).get(`/api/products/${seq}`).expect(200);
    expect(after.body.properties).toEqual([expect.objectContaining({ id: 'stc', value: 38 })]);
  });

  it('accepts the list form readers get; a new template revalidates the values', async () => {
    const created = await newDoor();
    const seq = created.body.seq as number;
    const listed = await request(t.app).put(`/api/products/${seq}`).set(bearer()).send({ properties: [{ id: 'stc', value: 33, display: 'ignored' }] });
    expect(listed.body).toMatchObject({ seq });
    expect(listed.body.properties).toEqual([expect.objectContaining({ id: 'stc', display: 'STC 33' })]);
    const stale = await request(t.app).put(`/api/products/${seq}`).set(bearer()).send({ template: 'aluminum-windows' });
    expect(stale.body.error.fields).toEqual({ 'properties.stc': 'is not a property of the Aluminum windows template' });
    const window = await request(t.app).put(`/api/products/${seq}`).set(bearer()).send({ template: 'aluminum-windows', properties: { 'u-factor': 1.93 } });
    expect(window.status).toBe(200);
    expect(window.body.properties).toEqual([expect.objectContaining({ id: 'u-factor', display: '0.34 Btu/(h·ft²·°F)', ifc: 'Pset_WindowCommon.ThermalTransmittance' })]);
    const unknown = await request(t.app).put(`/api/products/${seq}`).set(bearer()).send({ template: 'no-such-template' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ template: 'no product template is called no-such-template' });
  });

  it('refuses properties on a product without a template', async () => {
    const res = await request(t.app).post('/api/products').set(bearer()).send({ coid, name: 'Untyped', properties: { stc: 40 } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ template: 'a product needs a template before it can hold properties' });
  });

  it('gives a seeded product of a templated family its record, with its declarations', async () => {
    const row = await t.db.one<{ seq: number }>(sql`
      SELECT p.seq FROM products p JOIN content_items ci ON ci.product_seq = p.seq AND ci.content_type = 'epd' AND ci.online
      WHERE p.template_id IS NOT NULL AND p.online ORDER BY p.seq LIMIT 1`);
    const res = await request(t.app).get(`/api/products/${row.seq}`).expect(200);
    expect(res.body.properties.length).toBeGreaterThan(3);
    const epd = res.body.declarations.find((d: { type: string }) => d.type === 'epd');
    expect(epd).toMatchObject({ gwp: expect.any(Number), expiresOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // Declared per the unit its template names, within the template's GWP range.
    const template = (await request(t.app).get(`/api/product-templates/${res.body.template}`).expect(200)).body;
    expect(epd.declaredUnit).toBe(DECLARED_UNITS[template.epd.declaredUnit as DeclaredUnitId].text);
    expect(epd.gwp).toBeGreaterThanOrEqual(template.epd.gwp[0]);
    expect(epd.gwp).toBeLessThanOrEqual(template.epd.gwp[1]);
  });
});

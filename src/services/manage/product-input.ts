import { z } from 'zod';
import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { divisionOf, normalizeSection } from '../../domain/csi';
import type { ProductTemplate } from '../../domain/product-data/template';
import { validateProperties, type PropertyValues } from '../../domain/product-data/values';
import { AppError } from '../../errors';
import { findTemplate } from '../product-data/templates';

/** What a manufacturer sends for one product (the API's JSON, the workspace form, one spreadsheet row). */
export const productInputSchema = z
  .object({
    template: z.string({ error: 'is required' }).trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
    code: z.string({ error: 'is required' }).trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
    name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    tradename: z.string({ error: 'must be text' }).trim().max(200, 'must be at most 200 characters').nullish(),
    section: z.string({ error: 'is required' }).trim().min(1, 'is required').max(20, 'is not a MasterFormat section number'),
    properties: z.record(z.string(), z.unknown(), { error: 'must be an object of property ids and values' }).default({}),
    online: z.boolean({ error: 'must be true or false' }).default(true),
  })
  .strict();

/**
 * A checked input, as products.pending stores it and publishing applies it: the template's version the values
 * were validated against, values in canonical units, the section in "08 11 13" form.
 */
export interface CheckedProductInput {
  template: string;
  templateVersion: number;
  code: string;
  name: string;
  tradename: string | null;
  section: string;
  division: string;
  properties: PropertyValues;
  online: boolean;
}

type FieldErrors = Record<string, string>;

type InputCheck = { ok: true; value: CheckedProductInput; template: ProductTemplate } | { ok: false; fields: FieldErrors };

function zodFields(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.') || 'body';
    const message = issue.code === 'unrecognized_keys' ? 'is not a field of a product' : issue.message;
    fields[field] ??= message;
  }
  return fields;
}

/**
 * One product input checked against its template: every field named in the errors (`name`, `section`,
 * `properties.fire-rating`…), never a first error only. Import reports these per row; the API answers 400.
 */
export async function checkProductInput(db: Queryable, raw: unknown): Promise<InputCheck> {
  const parsed = productInputSchema.safeParse(raw);
  const fields: FieldErrors = parsed.success ? {} : zodFields(parsed.error);
  // The template's checks run on whatever part of a refused input is readable, so one answer names every field.
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const templateId = parsed.success ? parsed.data.template : typeof given.template === 'string' ? given.template.trim() : '';
  const sectionText = parsed.success ? parsed.data.section : typeof given.section === 'string' ? given.section : null;
  const properties = parsed.success ? parsed.data.properties : isPlainObject(given.properties) ? given.properties : {};
  const section = sectionText === null ? null : normalizeSection(sectionText);
  if (sectionText !== null && !section) fields.section ??= 'is not a MasterFormat 2004 section number (like 08 11 13)';
  const template = templateId && templateId.length <= 60 ? await findTemplate(db, templateId) : null;
  if (templateId && !template) fields.template ??= `no product template is called ${templateId}`;
  let values: PropertyValues = {};
  if (template) {
    const checked = validateProperties(template, properties);
    if (checked.ok) values = checked.values;
    else for (const e of checked.errors) fields[`properties.${e.property}`] ??= e.message;
  }
  if (!parsed.success || !template || !section || Object.keys(fields).length > 0) return { ok: false, fields };
  const input = parsed.data;
  const tradename = input.tradename?.trim() ? input.tradename.trim() : null;
  return {
    ok: true,
    template,
    value: {
      template: template.id,
      templateVersion: template.version,
      code: input.code,
      name: input.name,
      tradename,
      section,
      division: divisionOf(section),
      properties: values,
      online: input.online,
    },
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The 400 of a refused input: the message lists every field, `data.fields` maps each to its message. */
export function refuseInput(fields: FieldErrors): AppError {
  const summary = Object.entries(fields).map(([f, m]) => `${f}: ${m}`).join('; ');
  return new AppError(400, summary, { data: { fields } });
}

/** Checks an input or throws the 400 naming every bad field. */
export async function requireProductInput(db: Queryable, raw: unknown): Promise<{ value: CheckedProductInput; template: ProductTemplate }> {
  const checked = await checkProductInput(db, raw);
  if (!checked.ok) throw refuseInput(checked.fields);
  return checked;
}

/** A product code is the manufacturer's key: unique among its products, including changes waiting to publish. */
export async function codeTaken(tx: Queryable, coid: number, code: string, exceptSeq: number | null): Promise<boolean> {
  const row = await tx.one<{ taken: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM products
      WHERE coid = ${coid} AND (code = ${code} OR pending->>'code' = ${code}) AND seq IS DISTINCT FROM ${exceptSeq}
    ) AS taken`);
  return row.taken;
}

import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { declaredLogoFormat, SVG_REFUSED, type LogoFormat } from '../../domain/uploads/logo-rules';
import { AppError, notFound } from '../../errors';
import type { Logger } from '../../log';
import { findManagedCompany } from '../manage/company-settings';
import { saveCompanyLogo, type CompanyChangeState } from '../manage/company-changes';
import type { ManageActor } from '../manage/audit';
import type { UploadDeps, UploadForm } from './accept-upload';
import { sniffedType } from './sniff-type';

const NAMES: Record<LogoFormat, string> = { png: 'a PNG image', jpeg: 'a JPEG image', webp: 'a WebP image' };

/** A logo its content refused: 422 naming `file`. */
function logoRefused(message: string): AppError {
  return new AppError(422, `Invalid file: ${message}`, { data: { fields: { file: message } } });
}

/** SVG is text file-type does not tell: its own first tag says so (an XML prolog or a comment may come first). */
async function looksLikeSvg(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return /<svg[\s>]/i.test(head.toString('latin1', 0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** What the bytes are, checked against the format the name declares. */
async function requireDeclaredType(file: string, declared: LogoFormat): Promise<void> {
  const sniffed = await sniffedType(file);
  const found = sniffed?.ext === 'jpg' ? 'jpeg' : sniffed?.ext;
  if (found === declared) return;
  if (await looksLikeSvg(file)) throw logoRefused(SVG_REFUSED);
  const ext = sniffed?.ext.toUpperCase();
  const what = ext ? `${/^[AEFHILMNORSX]/.test(ext) ? 'an' : 'a'} ${ext} file (${sniffed?.mime})` : 'of no image type we accept';
  throw logoRefused(`the file is ${what}, not ${NAMES[declared]} as its name says`);
}

interface LogoRequest {
  /** The uploader (staff, an administrator or a scoped API key), already allowed by the caller (`manageActor`). */
  actor: ManageActor;
  coid: number;
  /** Reads the multipart body (one `file`) into the temporary directory: src/http/upload-forms.ts logoForm. */
  receive(tmpDir: string): Promise<UploadForm>;
  log?: Logger;
}

/**
 * A manufacturer's logo upload: streamed to DATA_DIR/tmp within LOGO_MAX_UPLOAD_BYTES (413 past it), its type told
 * by its bytes, decoded, bounded and converted to PNG in the upload-check pool, stored under a key of its own in the
 * FileStore, then published or kept waiting for review (saveCompanyLogo). Every refusal is a 4xx naming `file`.
 */
export async function acceptLogo(deps: UploadDeps, request: LogoRequest): Promise<{ state: CompanyChangeState }> {
  if (!(await findManagedCompany(deps.db, request.coid))) throw notFound('No such manufacturer');
  const tmpDir = path.join(deps.dataDir, 'tmp');
  const form = await request.receive(tmpDir);
  const out = path.join(tmpDir, `logo-${randomUUID()}.png`);
  try {
    const named = declaredLogoFormat(form.file.filename);
    if ('refused' in named) throw logoRefused(named.refused);
    await requireDeclaredType(form.file.path, named.format);
    const outcome = await deps.checks.check({ format: 'logo', source: named.format, path: form.file.path, out });
    const failed = outcome.checks.filter((c) => !c.ok);
    if (failed.length > 0) throw logoRefused(failed.map((c) => `${c.name}: ${c.message}`).join('; '));
    const key = `media/logos/uploaded/${request.coid}-${randomUUID()}.png`;
    await deps.store.put(key, createReadStream(out));
    const saved = await saveCompanyLogo(deps.db, request.actor, request.coid, key).catch(async (error: unknown) => {
      await deps.store.delete(key);
      throw error;
    });
    // A logo that waited and was never public is superseded: its bytes go.
    if (saved.replaced) await deps.store.delete(saved.replaced).catch((error: unknown) => request.log?.warn({ err: error, key: saved.replaced }, 'superseded logo not removed'));
    return { state: saved.state };
  } finally {
    await Promise.all([form.remove(), rm(out, { force: true })]);
  }
}

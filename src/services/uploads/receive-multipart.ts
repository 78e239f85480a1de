import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { AppError } from '../../errors';
import {
  declaredFormat,
  MAX_UPLOAD_BYTES,
  megabytes,
  MULTIPART_OVERHEAD_BYTES,
  UPLOAD_EXTENSIONS,
  UPLOAD_SIZE_LIMITS,
  type UploadFormat,
} from '../../domain/uploads/upload-rules';

/** A request body as busboy reads it: the stream and its headers. */
export interface MultipartSource {
  headers: Record<string, string | string[] | undefined>;
  stream: Readable;
}

/**
 * Which files a form takes, told by the name the uploader gave (the bytes are checked against it later): the format
 * and its size limit, or why the name is refused; `maxBytes` is the largest limit of any format.
 */
export interface FileRule<F extends string> {
  maxBytes: number;
  declared(filename: string): { format: F; limit: number } | { refused: string };
}

/** The documents of a product: the formats and limits of src/domain/uploads/upload-rules.ts. */
export const DOCUMENT_RULE: FileRule<UploadFormat> = {
  maxBytes: MAX_UPLOAD_BYTES,
  declared(filename) {
    const format = declaredFormat(filename);
    return format ? { format, limit: UPLOAD_SIZE_LIMITS[format] } : { refused: `must be a file named ${UPLOAD_EXTENSIONS.join(', ')}` };
  },
};

/** The one file of a form, on disk under DATA_DIR/tmp until `remove()` (always call it). */
interface ReceivedFile<F extends string> {
  path: string;
  /** The name the uploader gave it (never used as a path). */
  filename: string;
  /** The format its name declares; its bytes are checked against it later. */
  format: F;
  size: number;
}

interface ReceivedForm<F extends string> {
  file: ReceivedFile<F>;
  fields: Record<string, string>;
  remove(): Promise<void>;
}

/** A form field refused: 400 naming it. */
export function fieldRefused(field: string, message: string): AppError {
  return new AppError(400, `Invalid body: ${field}: ${message}`, { data: { fields: { [field]: message } } });
}

function tooLarge(limit: number, what: string): AppError {
  return new AppError(413, `The file is larger than the ${megabytes(limit)} limit for ${what}`, { data: { fields: { file: `larger than ${megabytes(limit)}` }, limit } });
}

const FIELD_MAX_CHARS = 500;

/**
 * Reads a multipart form as it streams in: the one file field `file` goes to a temporary file under `tmpDir`, never
 * whole into memory, and is cut off the moment it passes the size limit of the format its name declares (413);
 * `fields` names the text fields allowed (anything else, a second file, or a file under another name is a 400
 * naming the field). A body that declares more than the largest limit is refused before a byte of it is read.
 */
export async function receiveMultipart<F extends string>(source: MultipartSource, tmpDir: string, fields: readonly string[], rule: FileRule<F>): Promise<ReceivedForm<F>> {
  const declared = Number(source.headers['content-length']);
  if (Number.isFinite(declared) && declared > rule.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(rule.maxBytes, 'any file');
  if (!/^multipart\/form-data\b/i.test(String(source.headers['content-type'] ?? ''))) throw fieldRefused('body', 'must be multipart/form-data with a "file" field');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: source.headers as busboy.BusboyConfig['headers'],
      // One more of each than the form has: busboy refused a whole form at its exact count; the handlers refuse what does not belong.
      limits: { files: 1, fields: fields.length + 1, parts: fields.length + 2, fieldSize: FIELD_MAX_CHARS, fileSize: rule.maxBytes + 1, headerPairs: 16 },
    });
  } catch (error) {
    throw fieldRefused('body', (error as Error).message);
  }
  await mkdir(tmpDir, { recursive: true });
  const tempPath = path.join(tmpDir, `upload-${randomUUID()}`);
  const remove = () => rm(tempPath, { force: true });
  const values: Record<string, string> = {};

  return new Promise<ReceivedForm<F>>((resolve, reject) => {
    let failure: Error | null = null;
    let file: ReceivedFile<F> | null = null;
    let writing: Promise<void> | null = null;
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      source.stream.unpipe(parser);
      // The rest of the body is not read: the caller answers and closes the connection.
      source.stream.pause();
      void remove().finally(() => reject(error));
    };

    parser.on('field', (name, value, info) => {
      if (!fields.includes(name)) return fail(fieldRefused(name, 'is not a field of this form'));
      if (info.valueTruncated) return fail(fieldRefused(name, `must be at most ${FIELD_MAX_CHARS} characters`));
      values[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file || writing) {
        stream.resume();
        return fail(fieldRefused(name, name === 'file' ? 'only one file per upload' : 'is not a field of this form (send the file as "file")'));
      }
      const named = rule.declared(info.filename ?? '');
      if ('refused' in named) {
        stream.resume();
        return fail(fieldRefused('file', named.refused));
      }
      const { format, limit } = named;
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > limit) done(tooLarge(limit, `${format.toUpperCase()} files`));
          else done(null, chunk);
        },
      });
      writing = pipeline(stream, count, createWriteStream(tempPath)).then(
        () => {
          file = { path: tempPath, filename: info.filename ?? '', format, size };
        },
        (error: Error) => fail(error instanceof AppError ? error : fieldRefused('file', 'the upload was cut off')),
      );
    });
    parser.on('filesLimit', () => fail(fieldRefused('file', 'only one file per upload')));
    parser.on('fieldsLimit', () => fail(fieldRefused('body', `too many fields: the form has ${fields.join(', ')} and file`)));
    parser.on('partsLimit', () => fail(fieldRefused('body', `too many parts: the form has ${fields.join(', ')} and file`)));
    parser.on('error', (error: Error) => fail(fieldRefused('body', `not a readable multipart form (${error.message})`)));
    parser.on('close', () => {
      void (writing ?? Promise.resolve()).then(() => {
        if (failure) return;
        if (!file) return fail(fieldRefused('file', 'required: the document to upload'));
        resolve({ file, fields: values, remove });
      });
    });
    source.stream.on('error', (error) => fail(fieldRefused('body', `the upload was cut off (${error.message})`)));
    source.stream.on('aborted', () => fail(fieldRefused('body', 'the upload was cut off')));
    source.stream.pipe(parser);
  });
}

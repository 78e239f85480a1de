import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { megabytes, MULTIPART_OVERHEAD_BYTES } from '../domain/uploads/upload-rules';
import { AppError } from '../errors';
import { fieldError } from '../services/accounts/field-error';

/** A request body as busboy reads it: the stream and its headers (an Express request is one). */
interface MultipartSource {
  headers: Record<string, string | string[] | undefined>;
  /** The body; an Express request streams it. */
  pipe: Readable['pipe'];
  unpipe: Readable['unpipe'];
  pause: Readable['pause'];
  on: Readable['on'];
}

/** The one file of a form, on disk under the temporary directory until `remove()` (always call it). */
interface ReceivedFile {
  path: string;
  /** The name the uploader gave it (never used as a path). */
  filename: string;
  size: number;
}

export interface ReceivedForm {
  file: ReceivedFile;
  fields: Record<string, string>;
  remove(): Promise<void>;
}

/** How large a file of this name may be, and what the 413 calls such files; or why a file of this name is refused. */
type FileLimit = { bytes: number; what: string } | { refused: string };

interface ReceiveOptions {
  /** Where the file is written while it streams in (created when missing). */
  tmpDir: string;
  /** The text fields the form may carry besides `file`; anything else is a 400 naming it. */
  fields: readonly string[];
  /** The largest file any name allows: a body declaring more (plus the framing) is refused before it is read. */
  maxBytes: number;
  /** The limit of a file by its name (uploads' limits differ by format); the file is cut off the moment it passes it. */
  limitOf(filename: string): FileLimit;
  /** What the 400 for a missing file says. */
  missing: string;
}

function tooLarge(limit: number, what: string): AppError {
  return new AppError(413, `The file is larger than the ${megabytes(limit)} limit for ${what}`, { data: { fields: { file: `larger than ${megabytes(limit)}` }, limit } });
}

const FIELD_MAX_CHARS = 500;

/**
 * The one reader of multipart forms (uploads and spreadsheet imports): the one file field `file` streams to a
 * temporary file, never whole into memory, and is cut off the moment it passes its limit (413); the text fields
 * named in `fields` are kept (anything else, a second file, or a file under another name is a 400 naming the
 * field). A body that declares more than `maxBytes` is refused before a byte of it is read.
 */
export async function receiveMultipart(source: MultipartSource, options: ReceiveOptions): Promise<ReceivedForm> {
  const { fields, maxBytes } = options;
  const declared = Number(source.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxBytes, 'any file');
  if (!/^multipart\/form-data\b/i.test(String(source.headers['content-type'] ?? ''))) {
    throw new AppError(415, 'Send the form as multipart/form-data with the file in the field "file"', { data: { fields: { body: 'must be multipart/form-data with a "file" field' } } });
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: source.headers as busboy.BusboyConfig['headers'],
      // One more of each than the form has: busboy refused a whole form at its exact count; the handlers refuse what does not belong.
      limits: { files: 1, fields: fields.length + 1, parts: fields.length + 2, fieldSize: FIELD_MAX_CHARS, fileSize: maxBytes + 1, headerPairs: 16 },
    });
  } catch (error) {
    throw fieldError('body', (error as Error).message);
  }
  await mkdir(options.tmpDir, { recursive: true });
  const tempPath = path.join(options.tmpDir, `upload-${randomUUID()}`);
  const remove = () => rm(tempPath, { force: true });
  const values: Record<string, string> = {};

  return new Promise<ReceivedForm>((resolve, reject) => {
    let failure: Error | null = null;
    let file: ReceivedFile | null = null;
    let writing: Promise<void> | null = null;
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      source.unpipe(parser);
      // The rest of the body is not read: the caller answers and closes the connection.
      source.pause();
      void remove().finally(() => reject(error));
    };

    parser.on('field', (name, value, info) => {
      if (!fields.includes(name)) return fail(fieldError(name, 'is not a field of this form'));
      if (info.valueTruncated) return fail(fieldError(name, `must be at most ${FIELD_MAX_CHARS} characters`));
      values[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file || writing) {
        stream.resume();
        return fail(fieldError(name, name === 'file' ? 'only one file per upload' : 'is not a field of this form (send the file as "file")'));
      }
      const filename = info.filename ?? '';
      const limit = options.limitOf(filename);
      if ('refused' in limit) {
        stream.resume();
        return fail(fieldError('file', limit.refused));
      }
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > limit.bytes) done(tooLarge(limit.bytes, limit.what));
          else done(null, chunk);
        },
      });
      writing = pipeline(stream, count, createWriteStream(tempPath)).then(
        () => {
          file = { path: tempPath, filename, size };
        },
        (error: Error) => fail(error instanceof AppError ? error : fieldError('file', 'the upload was cut off')),
      );
    });
    parser.on('filesLimit', () => fail(fieldError('file', 'only one file per upload')));
    parser.on('fieldsLimit', () => fail(fieldError('body', `too many fields: the form has ${[...fields, 'file'].join(', ')}`)));
    parser.on('partsLimit', () => fail(fieldError('body', `too many parts: the form has ${[...fields, 'file'].join(', ')}`)));
    parser.on('error', (error: Error) => fail(fieldError('body', `not a readable multipart form (${error.message})`)));
    parser.on('close', () => {
      void (writing ?? Promise.resolve()).then(() => {
        if (failure) return;
        if (!file) return fail(fieldError('file', options.missing));
        if (file.size === 0) return fail(fieldError('file', 'the file is empty'));
        resolve({ file, fields: values, remove });
      });
    });
    source.on('error', (error: Error) => fail(fieldError('body', `the upload was cut off (${error.message})`)));
    source.on('aborted', () => fail(fieldError('body', 'the upload was cut off')));
    source.pipe(parser);
  });
}

import type { Request } from 'express';
import busboy from 'busboy';
import { AppError } from '../errors';

/** One uploaded file of a multipart form, with the form's other text fields. */
interface ReceivedFile {
  bytes: Uint8Array;
  filename: string;
  fields: Record<string, string>;
}

interface ReceiveOptions {
  /** The file field's name. */
  field: string;
  /** Bytes of the file at most: past it the upload is refused with 413 while it streams, the rest never read. */
  maxBytes: number;
  /** Text fields the form may carry besides the file. */
  textFields: readonly string[];
}

const refuse = (field: string, message: string, status = 400) => new AppError(status, `${field}: ${message}`, { data: { fields: { [field]: message } } });

/**
 * Receives a multipart/form-data body with one file, streamed and counted: a file over `maxBytes` is a 413 the
 * moment it passes the limit, a second file, an unknown field or a missing file a 400 naming the field.
 * The bytes are kept only up to the limit.
 */
export function receiveFile(req: Request, { field, maxBytes, textFields }: ReceiveOptions): Promise<ReceivedFile> {
  if (!req.is('multipart/form-data')) return Promise.reject(new AppError(415, `Send the file as multipart/form-data in the field "${field}"`, { data: { fields: { [field]: 'must be sent as multipart/form-data' } } }));
  const declared = Number(req.get('content-length'));
  // The form's other parts take a few hundred bytes: a body declared far larger is refused before it is read.
  if (declared > maxBytes + 64 * 1024) return Promise.reject(refuse(field, `the file is larger than ${maxBytes / 2 ** 20} MB`, 413));
  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: textFields.length + 2, fieldSize: 1024, parts: textFields.length + 4 } });
    } catch (error) {
      reject(refuse(field, (error as Error).message));
      return;
    }
    const chunks: Buffer[] = [];
    const fields: Record<string, string> = {};
    let filename: string | null = null;
    let failed = false;
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      // The rest of the body is drained unread, so the answer reaches the client.
      req.resume();
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== field || filename !== null) {
        stream.resume();
        fail(refuse(name, name === field ? 'send one file only' : `unexpected file field: send the file as "${field}"`));
        return;
      }
      filename = info.filename || 'upload';
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(refuse(field, `the file is larger than ${maxBytes / 2 ** 20} MB`, 413)));
    });
    parser.on('field', (name, value) => {
      if (!textFields.includes(name)) fail(refuse(name, 'is not a field of this form'));
      else fields[name] = value;
    });
    parser.on('filesLimit', () => fail(refuse(field, 'send one file only')));
    parser.on('fieldsLimit', () => fail(refuse('body', 'too many fields')));
    parser.on('partsLimit', () => fail(refuse('body', 'too many parts')));
    parser.on('error', (error: Error) => fail(refuse(field, `the upload is malformed (${error.message})`)));
    parser.on('close', () => {
      if (failed) return;
      if (filename === null) return fail(refuse(field, 'choose a file to upload'));
      const bytes = Buffer.concat(chunks);
      if (bytes.length === 0) return fail(refuse(field, 'the file is empty'));
      resolve({ bytes, filename, fields });
    });
    req.pipe(parser);
  });
}

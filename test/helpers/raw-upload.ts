import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';
import { SAME_ORIGIN } from './users';

interface StreamedUpload {
  path: string;
  cookie: string;
  /** The Content-Length the request declares (may be more than is ever sent). */
  declaredLength?: number;
  /** Bytes of the file part to send, in chunks of 64 KB, until the server answers. */
  fileBytes: number;
  filename: string;
}

/**
 * An upload over a real connection that streams its file part chunk by chunk and stops as soon as the server
 * answers: what a client sending a huge body sees when it is refused before or while the body is read.
 * Resolves to the answer's status, JSON body, and how many bytes were sent by then.
 */
export async function streamUpload(app: express.Express, call: StreamedUpload): Promise<{ status: number; body: { error: { message: string; fields?: Record<string, string> } }; sent: number }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const boundary = 'upload-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="contentType"\r\n\r\nphoto\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${call.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = call.declaredLength ?? head.length + call.fileBytes + tail.length;
  try {
    return await new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: call.path,
          method: 'POST',
          agent: false,
          headers: { ...SAME_ORIGIN, Cookie: call.cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(length) },
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}'), sent });
          });
        },
      );
      // Writing into a connection the server has closed after answering is expected here.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      req.write(head);
      const pump = () => {
        while (!answered && sent < call.fileBytes) {
          const piece = chunk.subarray(0, Math.min(chunk.length, call.fileBytes - sent));
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        if (!answered && sent >= call.fileBytes && call.declaredLength === undefined) req.end(tail);
      };
      pump();
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

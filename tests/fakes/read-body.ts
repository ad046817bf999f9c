import type { IncomingMessage } from 'node:http';

/** A fake server's request body as text; past `maxBytes` it rejects with `tooLarge()`, as the real API refuses it. */
export function readBody(req: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) reject(tooLarge());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

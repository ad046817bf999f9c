/** Facts every part of `npm run bench` shares: where the project is and how it talks to the servers. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
/** Everything listens on and talks to this address only. */
export const host = '127.0.0.1';
/** What every request offers, so the site sends the compressed bytes a browser would get. */
export const acceptEncoding = 'gzip, br';

/**
 * A reference server for `npm run bench`, one per process (one core each, like the site):
 *   tsx bench/reference-server.ts express|node <port> <fixtures.json>
 * It answers each fixture's path with the site's captured bytes, on 127.0.0.1 only.
 *   express: `res.set(headers).send(buffer)` with default settings. The site's ETag is
 *            left out so Express computes its own weak ETag, the cost DESIGN.md counts.
 *   node:    bare node:http, `res.writeHead(status, headers); res.end(buffer)`.
 */
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import express from 'express';
import type { Fixture } from './fixtures.ts';

const host = '127.0.0.1';

function expressServer(fixtures: Fixture[]): Server {
  const app = express();
  for (const fixture of fixtures) {
    const body = Buffer.from(fixture.bodyBase64, 'base64');
    const { etag: _siteEtag, ...headers } = fixture.headers;
    app.get(fixture.path, (_req, res) => {
      res.status(fixture.status).set(headers).send(body);
    });
  }
  return http.createServer(app);
}

function nodeServer(fixtures: Fixture[]): Server {
  const routes = new Map(
    fixtures.map((fixture) => {
      const body = Buffer.from(fixture.bodyBase64, 'base64');
      // Content-Length up front, as the site and Express send it (otherwise node chunks).
      const headers = { ...fixture.headers, 'content-length': String(body.length) };
      return [fixture.path, { status: fixture.status, headers, body }] as const;
    }),
  );
  return http.createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status, route.headers);
    res.end(route.body);
  });
}

const [kind, portArg, fixturesFile] = process.argv.slice(2);
if ((kind !== 'express' && kind !== 'node') || !portArg || !fixturesFile) {
  console.error('usage: tsx bench/reference-server.ts express|node <port> <fixtures.json>');
  process.exit(2);
}
const fixtures = JSON.parse(fs.readFileSync(fixturesFile, 'utf8')) as Fixture[];
const server = kind === 'express' ? expressServer(fixtures) : nodeServer(fixtures);
server.keepAliveTimeout = 65_000; // as server/main.ts
server.listen(Number(portArg), host);
process.on('SIGTERM', () => process.exit(0));

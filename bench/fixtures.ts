/**
 * A response captured from the real site, replayed byte for byte by the reference
 * servers (bench/reference-server.ts) so they send exactly what the site sends.
 */
export type Fixture = {
  path: string;
  status: number;
  /** Lower-case names: content-type, content-encoding, etag, vary, cache-control (those present). */
  headers: Record<string, string>;
  /** The body as sent on the wire (still compressed), base64. */
  bodyBase64: string;
};

export const replayedHeaders = ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'] as const;

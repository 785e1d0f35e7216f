import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A throwaway raw HTTP server that simulates the network for the base-query tests (answers, failures,
 * silence). It is not our platform; the integration tests against the real platform live in
 * apps/platform/test/client.
 */
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
export type Handler = (req: Seen, res: ServerResponse) => void;

export async function startRawServer(handler: Handler) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(s);
      handler(s, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, delayMs = 0): void {
  const send = () => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (delayMs > 0) setTimeout(send, delayMs);
  else send();
}

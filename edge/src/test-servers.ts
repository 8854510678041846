// Real listening servers for the edge's tests (loopback, port 0), closed by `close()`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  server: http.Server;
  origin: string;
  close(): Promise<void>;
}

export async function listenOn(server: http.Server): Promise<TestServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const startServer = (handler: http.RequestListener) => listenOn(http.createServer(handler));

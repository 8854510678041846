import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openRegistryStore, type RegistryStore } from './registry-store.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'andaman-edge-registry-test-'));
  folders.push(dir);
  return dir;
};

/** Moves done at once through `store`: each appends its number; none may be lost. */
async function concurrentAppends(store: RegistryStore, environment: string, count: number) {
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      store.update(environment, async (current) => {
        const list = current ? (JSON.parse(current) as number[]) : [];
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { text: JSON.stringify([...list, index]), result: undefined };
      }),
    ),
  );
  return JSON.parse((await store.read(environment)) ?? '[]') as number[];
}

describe('the file registry store', () => {
  it('reads nothing before the first move, then the document written, one move at a time', async () => {
    const dir = tempDir();
    const store = openRegistryStore({ dir });
    expect(store.kind).toBe('file');
    expect(await store.read('local')).toBeUndefined();
    const live = await store.live('local');
    expect(live.text()).toBeUndefined();
    const appended = await concurrentAppends(store, 'local', 5);
    expect(appended.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(readFileSync(join(dir, 'local.json'), 'utf8')).toBe(JSON.stringify(appended));
    // The edge sees a move on its next request.
    expect(live.text()).toBe(JSON.stringify(appended));
  });

  it('keeps the document when a move fails', async () => {
    const store = openRegistryStore({ dir: tempDir() });
    await store.update('local', async () => ({ text: '"first"', result: 1 }));
    await expect(
      store.update('local', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await store.read('local')).toBe('"first"');
  });
});

const databaseUrl = process.env.API_TEST_DATABASE_URL;

/** A TCP relay in front of PostgreSQL: `cut()` drops it (the database "restarts"), `restore()` brings it back. */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const relay = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server = relay;
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  const relayed = new URL(url);
  relayed.port = String(port);
  return {
    url: relayed.href,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    restore: open,
  };
}

describe.skipIf(!databaseUrl)('the PostgreSQL registry store', () => {
  const environment = `test-${process.pid}-${Date.now().toString(36)}`;

  it('serializes moves, and every edge sees a move within its poll', async () => {
    const writer = openRegistryStore({ dir: tempDir(), databaseUrl });
    const edge = openRegistryStore({ dir: tempDir(), databaseUrl, pollMs: 50 });
    try {
      expect(writer.kind).toBe('postgres');
      const live = await edge.live(environment);
      expect(live.text()).toBeUndefined();
      const appended = await concurrentAppends(writer, environment, 8);
      expect([...appended].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(live.text()).toBe(JSON.stringify(appended));
      await live.close();
    } finally {
      await writer.close();
      await edge.close();
    }
  });

  it('serves the last document it read while the database is away, and follows it again after', async () => {
    const relay = await relayTo(databaseUrl ?? '');
    const writer = openRegistryStore({ dir: tempDir(), databaseUrl });
    const edge = openRegistryStore({ dir: tempDir(), databaseUrl: relay.url, pollMs: 50 });
    try {
      await writer.update(environment, async () => ({ text: '"before"', result: undefined }));
      const live = await edge.live(environment);
      expect(live.text()).toBe('"before"');
      await relay.cut();
      await writer.update(environment, async () => ({ text: '"during"', result: undefined }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(live.text()).toBe('"before"');
      await relay.restore();
      const deadline = Date.now() + 10_000;
      while (live.text() !== '"during"' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(live.text()).toBe('"during"');
      await live.close();
    } finally {
      await writer.close();
      await edge.close();
      await relay.cut();
    }
  });
});

import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { limitConnectionsPerNetwork } from './connections-per-network';

/** A connection as the server sees it: its address, whether it was closed by the limit, and how to end it. */
function connect(server: Server, remoteAddress: string) {
  const socket = Object.assign(new EventEmitter(), {
    remoteAddress,
    destroyed: false,
    destroy() {
      this.destroyed = true;
    },
  });
  server.emit('connection', socket);
  return { refused: () => socket.destroyed, close: () => socket.emit('close') };
}

describe('open connections per client network', () => {
  it('closes a network’s connection past the limit at once, and takes new ones again as old ones close', () => {
    const server = createServer();
    limitConnectionsPerNetwork(server, 3);
    const held = [1, 2, 3].map(() => connect(server, '203.0.113.7'));
    expect(held.map((c) => c.refused())).toEqual([false, false, false]);
    expect(connect(server, '203.0.113.7').refused()).toBe(true);
    // Another network is not held up, nor this host's own connections.
    expect(connect(server, '203.0.113.8').refused()).toBe(false);
    for (let i = 0; i < 5; i++) expect(connect(server, '127.0.0.1').refused()).toBe(false);
    held[0]?.close();
    expect(connect(server, '203.0.113.7').refused()).toBe(false);
    expect(connect(server, '203.0.113.7').refused()).toBe(true);
  });

  it('counts an IPv6 client across its /64, and an IPv4-mapped address as the IPv4 one', () => {
    const server = createServer();
    limitConnectionsPerNetwork(server, 2);
    expect(connect(server, '2001:db8:61:1::1').refused()).toBe(false);
    expect(connect(server, '2001:db8:61:1::beef').refused()).toBe(false);
    expect(connect(server, '2001:db8:61:1:ffff::2').refused()).toBe(true);
    expect(connect(server, '2001:db8:61:2::1').refused()).toBe(false);
    expect(connect(server, '198.51.100.4').refused()).toBe(false);
    expect(connect(server, '::ffff:198.51.100.4').refused()).toBe(false);
    expect(connect(server, '198.51.100.4').refused()).toBe(true);
  });
});

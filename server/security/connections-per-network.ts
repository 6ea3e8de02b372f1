import type { Server } from 'node:http';
import { clientNetwork, isLoopback } from './client-network';

/**
 * Connections one client network may hold open at once when the server faces clients itself. A
 * browser opens six per host; a carrier's shared IPv4 address or an office may hold many browsers.
 */
export const MAX_CONNECTIONS_PER_NETWORK = 128;

/**
 * Closes a new connection at once when its network already holds `max`: rate limits hold each refusal
 * (RATE_LIMIT_DELAY_MS), so a client over its limit gets one answer a second per connection, and this
 * bounds how many connections it can spread a flood over. Only for a server with no proxy in front
 * (behind one, every connection comes from the proxy); this host's own connections are never counted.
 */
export function limitConnectionsPerNetwork(server: Server, max = MAX_CONNECTIONS_PER_NETWORK): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || isLoopback(address)) return;
    const network = clientNetwork(address);
    const held = open.get(network) ?? 0;
    if (held >= max) {
      socket.destroy();
      return;
    }
    open.set(network, held + 1);
    socket.once('close', () => {
      const left = (open.get(network) ?? 1) - 1;
      if (left > 0) open.set(network, left);
      else open.delete(network);
    });
  });
}

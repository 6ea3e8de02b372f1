import { describe, expect, it } from 'vitest';
import { clientNetwork, isLoopback } from './client-network';

describe('clientNetwork', () => {
  it.each([
    ['2001:db8:aa:1::1', '2001:db8:aa:1::/64'],
    ['2001:db8:aa:1::c', '2001:db8:aa:1::/64'],
    ['2001:0db8:00aa:0001:ffff:ffff:ffff:ffff', '2001:db8:aa:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('puts every address of one /64 together and the next /64 apart', () => {
    const one = new Set(Array.from({ length: 12 }, (_, i) => clientNetwork(`2001:db8:aa:1::${(i + 1).toString(16)}`)));
    expect(one.size).toBe(1);
    expect(clientNetwork('2001:db8:aa:2::1')).not.toBe([...one][0]);
  });
});

describe('isLoopback', () => {
  it('knows this host’s own addresses in every spelling, and nothing else', () => {
    for (const own of ['127.0.0.1', '127.10.0.3', '::ffff:127.0.0.1', '::1', '0:0:0:0:0:0:0:1']) expect(isLoopback(own), own).toBe(true);
    for (const other of ['10.0.0.1', '128.0.0.1', '::ffff:10.0.0.1', '::10', '::', '2001:db8::1', 'fe80::1', 'not an address'])
      expect(isLoopback(other), other).toBe(false);
  });
});

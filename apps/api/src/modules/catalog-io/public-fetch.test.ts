import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureLimits } from './picture-imports.ts';
import { FetchRefused, fetchPublic, isPublicAddress } from './public-fetch.ts';

/** A picture server on loopback: the kind of address S58 must refuse, and (allowed by the test config) a source. */
describe('S58 picture fetching from public addresses only', () => {
  let server: http.Server;
  let port: number;
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer();
    server = http.createServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/ring.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      if (path === '/page.html')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>');
      if (path === '/huge.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(1024 * 1024);
        for (let i = 0; i < 7; i++) res.write(chunk);
        return res.end();
      }
      if (path === '/to-metadata')
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (path === '/to-other-loopback')
        return res.writeHead(301, { location: `http://127.0.0.2:${port}/ring.jpg` }).end();
      if (path === '/to-localhost')
        return res.writeHead(302, { location: `http://localhost:${port}/ring.jpg` }).end();
      if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (path === '/slow') return; // never answers
      res.writeHead(404).end();
    });
    server.listen(0, '0.0.0.0');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
  });

  const refused = async (url: string, limits = pictureLimits(false)) => {
    const error = await fetchPublic(url, limits).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchRefused);
    return (error as Error).message;
  };
  /** Only 127.0.0.1 besides public addresses: lets a test follow a redirect from an allowed source. */
  const only127001 = {
    ...pictureLimits(false),
    isAllowedAddress: (a: string) => a === '127.0.0.1' || isPublicAddress(a),
  };

  it('S58 knows which addresses are public', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '151.101.1.69', '2606:4700::6810:84e5'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('S58 refuses the loopback server by address, by name (DNS) and the metadata address', async () => {
    expect(await refused(`http://127.0.0.1:${port}/ring.jpg`)).toContain('not a public address');
    expect(await refused(`http://[::1]:${port}/ring.jpg`)).toContain('not a public address');
    expect(await refused(`http://localhost:${port}/ring.jpg`)).toContain('non-public address');
    expect(await refused('http://169.254.169.254/latest/meta-data/')).toContain('not a public address');
    expect(await refused(`http://[::ffff:7f00:1]:${port}/ring.jpg`)).toContain('not a public address');
    expect(await refused('file:///etc/passwd')).toContain('not an http(s) URL');
    expect(await refused(`http://user:pw@127.0.0.1:${port}/ring.jpg`)).toContain('credentials');
  });

  it('S58 checks every redirect target again (address literal and DNS name)', async () => {
    expect(await fetchPublic(`http://127.0.0.1:${port}/ring.jpg`, only127001)).toMatchObject({
      contentType: 'image/jpeg',
    });
    expect(await refused(`http://127.0.0.1:${port}/to-metadata`, only127001)).toContain('169.254.169.254');
    expect(await refused(`http://127.0.0.1:${port}/to-other-loopback`, only127001)).toContain('127.0.0.2');
    // 127.0.0.2 allowed, `localhost` resolves to 127.0.0.1, which is not.
    const only127002 = { ...only127001, isAllowedAddress: (a: string) => a === '127.0.0.2' };
    expect(await refused(`http://127.0.0.2:${port}/to-localhost`, only127002)).toContain('non-public');
    expect(await refused(`http://127.0.0.1:${port}/loop`, only127001)).toContain('redirects');
  });

  it('S58 with loopback allowed (tests only) the real fetch still limits type, size and time', async () => {
    const allowed = pictureLimits(true);
    const ok = await fetchPublic(`http://127.0.0.1:${port}/ring.jpg`, allowed);
    expect(ok.data.equals(jpeg)).toBe(true);
    expect(await refused(`http://127.0.0.1:${port}/page.html`, allowed)).toContain(
      'text/html, not a picture',
    );
    expect(await refused(`http://127.0.0.1:${port}/huge.jpg`, allowed)).toContain('too large');
    expect(await refused(`http://127.0.0.1:${port}/missing.jpg`, allowed)).toContain('404');
    expect(await refused(`http://127.0.0.1:${port}/slow`, { ...allowed, timeoutMs: 300 })).toContain(
      'took too long',
    );
  });
});

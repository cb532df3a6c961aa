import { describe, expect, it } from 'vitest'
import { privateBackgroundRefusal, privateNetworkHost } from './network-address.ts'

describe('privateNetworkHost', () => {
  it.each([
    // loopback, in the spellings the URL parser turns into 127.0.0.1
    ['http://127.0.0.1/x.png', '127.0.0.1'],
    ['http://127.255.0.9:8080/x.png', '127.255.0.9'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://%31%32%37.0.0.1/', '127.0.0.1'],
    ['HTTP://127.0.0.1./x', '127.0.0.1'],
    ['http://[::1]/x.png', '[::1]'],
    ['http://localhost/x.png', 'localhost'],
    ['http://LOCALHOST./x.png', 'localhost.'],
    ['https://app.localhost:3000/x.png', 'app.localhost'],
    // RFC 1918
    ['http://10.0.0.1/x.png', '10.0.0.1'],
    ['http://10.255.255.255/x.png', '10.255.255.255'],
    ['http://172.16.0.1/x.png', '172.16.0.1'],
    ['http://172.31.255.254/x.png', '172.31.255.254'],
    ['http://192.168.1.1/cgi-bin/reboot?x=1', '192.168.1.1'],
    ['http://0300.0250.1.1/', '192.168.1.1'],
    // link-local, unique-local, unspecified, carrier-grade NAT
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['http://[fe80::1]/x.png', '[fe80::1]'],
    ['http://[febf:ffff::1]/x.png', '[febf:ffff::1]'],
    ['http://[fc00::1]/x.png', '[fc00::1]'],
    ['http://[fd12:3456::1]/x.png', '[fd12:3456::1]'],
    ['http://0.0.0.0/x.png', '0.0.0.0'],
    ['http://[::]/x.png', '[::]'],
    ['http://100.64.0.1/x.png', '100.64.0.1'],
    ['http://100.127.255.255/x.png', '100.127.255.255'],
    // IPv4-mapped IPv6 of private addresses
    ['http://[::ffff:127.0.0.1]/x.png', '[::ffff:7f00:1]'],
    ['http://[::ffff:192.168.1.1]/x.png', '[::ffff:c0a8:101]'],
    ['http://[::ffff:a00:1]/x.png', '[::ffff:a00:1]'],
    // intranet names
    ['http://router/admin', 'router'],
    ['http://nas.local/x.png', 'nas.local'],
    ['http://build.corp.internal/x.png', 'build.corp.internal'],
    ['http://router.home.arpa/x.png', 'router.home.arpa'],
    ['http://printer.lan/x.png', 'printer.lan'],
    ['http://livebox.home/x.png', 'livebox.home'],
    ['http://wiki.corp/x.png', 'wiki.corp'],
    ['http://fritz.box/x.png', 'fritz.box'],
    ['http://FRITZ.BOX./x.png', 'fritz.box.'],
    // public names whose records point at loopback or at the address they spell
    ['http://localtest.me/x.png', 'localtest.me'],
    ['http://app.localtest.me:8080/x.png', 'app.localtest.me'],
    ['http://lvh.me/x.png', 'lvh.me'],
    ['http://admin.lvh.me/x.png', 'admin.lvh.me'],
    ['http://127.0.0.1.nip.io/x.png', '127.0.0.1.nip.io'],
    ['http://app.10-0-0-1.nip.io/x.png', 'app.10-0-0-1.nip.io'],
    ['http://7f000001.nip.io/x.png', '7f000001.nip.io'],
    ['http://192.168.1.1.sslip.io/x.png', '192.168.1.1.sslip.io'],
    ['http://192-168-1-1.sslip.io/x.png', '192-168-1-1.sslip.io'],
    // NAT64 (well-known and local-use prefixes) and 6to4 forms of private IPv4 addresses
    ['http://[64:ff9b::127.0.0.1]/x.png', '[64:ff9b::7f00:1]'],
    ['http://[64:ff9b::c0a8:101]/x.png', '[64:ff9b::c0a8:101]'],
    ['http://[64:ff9b::10.0.0.1]/x.png', '[64:ff9b::a00:1]'],
    ['http://[64:ff9b:1::8.8.8.8]/x.png', '[64:ff9b:1::808:808]'],
    ['http://[64:ff9b:1:7f00:1::]/x.png', '[64:ff9b:1:7f00:1::]'],
    ['http://[2002:7f00:1::1]/x.png', '[2002:7f00:1::1]'],
    ['http://[2002:c0a8:101::]/x.png', '[2002:c0a8:101::]'],
    ['http://[2002:a9fe:a9fe::1]/latest/meta-data', '[2002:a9fe:a9fe::1]'],
    // spellings a browser still reads as a network address
    ['http:\\\\192.168.1.1\\x.png', '192.168.1.1'],
    ['http:192.168.1.1/x.png', '192.168.1.1'],
    ['//10.0.0.1/x.png', '10.0.0.1'],
    ['  http://127.0.0.1/x.png\n', '127.0.0.1'],
  ])('%s is private (%s)', (address, host) => {
    expect(privateNetworkHost(address)).toBe(host)
  })

  it.each([
    'https://images.example.com/x.png',
    'http://example.com:8080/x.png',
    'https://8.8.8.8/x.png',
    'http://172.15.255.255/x.png',
    'http://172.32.0.1/x.png',
    'http://100.63.255.255/x.png',
    'http://100.128.0.1/x.png',
    'http://11.0.0.1/x.png',
    'http://192.169.0.1/x.png',
    'http://[2606:4700::1111]/x.png',
    'http://[::ffff:8.8.8.8]/x.png',
    'https://localhost.example.com/x.png',
    'https://local.example.com/x.png',
    'https://lan.example.com/x.png',
    'https://images.box.example.com/x.png',
    'https://mylvh.me/x.png',
    'https://notlocaltest.me/x.png',
    'https://nip.io.example.com/x.png',
    'http://[64:ff9b::8.8.8.8]/x.png',
    'http://[64:ff9b:2::7f00:1]/x.png',
    'http://[2002:808:808::1]/x.png',
    'http://[2003:7f00:1::1]/x.png',
    `data:image/png;base64,${'A'.repeat(16)}`,
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    'blob:http://127.0.0.1:4173/0b0d2a4c-1d2b-4e5f-8a9b-0c1d2e3f4a5b',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    'background.webp',
    'themes/harbour.jpg',
    '',
    'http://',
  ])('%s is not private', (address) => {
    expect(privateNetworkHost(address)).toBeUndefined()
  })
})

describe('privateBackgroundRefusal', () => {
  it('names the address a theme from outside may not use', () => {
    expect(privateBackgroundRefusal({ backgroundImage: 'http://0x7f.1/x.png' })).toBe(
      "This theme's background image points to a private network address (127.0.0.1), which is not allowed.",
    )
  })

  it('has nothing to say about public, embedded, missing or mistyped backgrounds', () => {
    expect(privateBackgroundRefusal({ backgroundImage: 'https://images.example.com/x.png' })).toBe(
      undefined,
    )
    expect(privateBackgroundRefusal({ backgroundImage: 'data:image/png;base64,AAAA' })).toBe(
      undefined,
    )
    expect(privateBackgroundRefusal({})).toBeUndefined()
    expect(privateBackgroundRefusal({ backgroundImage: 5 })).toBeUndefined()
  })
})

/**
 * A seeded, bounded set of odd request targets for the hosting fuzzer: encodings and double encodings,
 * control characters raw and encoded, backslashes, IPv6 brackets, absolute forms with huge ports, NUL,
 * overlong UTF-8, traversal towards a sentinel file beside the root, and 10 KB paths. The same seed gives
 * the same targets, so a failure can be replayed.
 */

import {prng} from '../prng';

const STARTS = [
  '/',
  '//',
  '///',
  '/\\',
  '\\',
  '/%5C',
  '/%5c/',
  '/%2F',
  '/%2f%2f',
  '/%09/',
  '/%0d%0a',
  '/%0a',
  '/%00',
  '/%zz',
  '/%',
  '/%%',
  '/en',
  '/en/',
  '/EN/',
  '/en%2F',
  '/..',
  '/../',
  '/%2e%2e/',
  '/.%2e/',
  '/%252e%252e/',
  '/%c0%ae%c0%ae/',
  '/%e0%80%ae%e0%80%ae/',
  '/%c0%af',
  '/[',
  '//[/',
  '/[::1]/',
  '//[::1]:99999/',
  'http://a:99999/',
  'http://[/',
  'https://evil.example/',
  '//evil.example/',
  '/%5Cevil.example/',
  '/%09/evil.example/',
  '*',
  '',
  '?',
  '#',
  '/.git/',
  '/.env',
  '/.well-known/',
  '/assets/',
  '/en/assets/',
  '/404',
  '/en/404',
  '/414.html',
  '/link/',
  '/out/',
];

const PIECES = [
  'evil.example',
  'secret.txt',
  'etc/passwd',
  '..',
  '.',
  '...',
  '.git',
  '.htpasswd',
  'index.html',
  '404.html',
  'guides',
  'sdks',
  'x%0d%0aSet-Cookie:%20fuzz=1',
  '%0d%0aLocation:%20//evil.example',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '%u002e',
  '%2500',
  ';',
  ',',
  '@evil.example',
  ':443',
  '~',
  '$',
  "'",
  '"',
  '<script>',
  '%3Cimg%20src=x%3E',
  '中文',
  '%E4%B8%AD',
  'a b',
  'a\tb',
  '\u0000',
  '\u001b[31m',
  '\u007f',
  '\u00a0',
];

const ENDS = ['', '/', '//', '/.', '?', '?q=1', '?q=%0d%0a', '?q=\\', '#x', '/?a=/%2F', '?%00', '%00', '.html', '/index.html'];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

/** One random percent-encoded byte, or a raw byte (including controls and non-ASCII) kept as a Latin-1 char. */
function randomByte(random: () => number): string {
  const byte = Math.floor(random() * 256);
  return random() < 0.7 ? `%${byte.toString(16).padStart(2, '0')}` : String.fromCharCode(byte);
}

/** `count` targets, as raw Latin-1 strings (send them with Buffer.from(t, 'latin1')). */
export function requestTargets(seed: number, count: number): string[] {
  const random = prng(seed);
  const targets = new Set<string>();
  // Every start alone and with a slash, so the named cases are always in the set.
  for (const start of STARTS) {
    targets.add(start);
    targets.add(`${start}/`);
  }
  while (targets.size < count) {
    let target = pick(random, STARTS);
    const pieces = 1 + Math.floor(random() * 4);
    for (let i = 0; i < pieces; i++) {
      const roll = random();
      if (roll < 0.55) target += pick(random, PIECES);
      else if (roll < 0.85) target += Array.from({length: 1 + Math.floor(random() * 6)}, () => randomByte(random)).join('');
      else if (roll < 0.95) target += '../'.repeat(1 + Math.floor(random() * 8));
      else target += 'a'.repeat(10_000 + Math.floor(random() * 500));
      if (random() < 0.5) target += '/';
    }
    target += pick(random, ENDS);
    targets.add(Buffer.from(target, 'utf8').toString('latin1'));
  }
  return [...targets];
}

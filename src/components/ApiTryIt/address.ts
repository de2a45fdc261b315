/** The server address a reader types: only an http(s) URL of a server is accepted, never anything a page could abuse. */

export type AddressProblem = 'empty' | 'not-url' | 'scheme' | 'credentials' | 'query';

export type AddressCheck = {ok: true; base: string; url: URL} | {ok: false; problem: AddressProblem};

/** `http://localhost:10002`, `https://im.example.com/api/`: the base calls are appended to (no trailing slash). */
export function checkAddress(input: string): AddressCheck {
  const trimmed = input.trim();
  if (!trimmed) return {ok: false, problem: 'empty'};
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return {ok: false, problem: 'not-url'};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {ok: false, problem: 'scheme'};
  if (url.username || url.password) return {ok: false, problem: 'credentials'};
  if (url.search || url.hash || trimmed.includes('?') || trimmed.includes('#')) return {ok: false, problem: 'query'};
  return {ok: true, base: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, url};
}

/** Hosts a browser treats as this machine: an https page may still call them over plain http. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
}

/** True when an https page would be refused an http server: mixed content, unless the server is this machine. */
export function isMixedContent(pageProtocol: string, server: URL): boolean {
  return pageProtocol === 'https:' && server.protocol === 'http:' && !isLoopbackHost(server.hostname);
}

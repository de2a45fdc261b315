/**
 * The REST reference against the release's router: every route `internal/api/router.go` registers at the recorded
 * commit is in the OpenAPI document with the same method, nothing else is, and each call's `x-caller` (which writes
 * the "who may call" line and the token header of its page) agrees with the permission check its handler makes.
 * The route table is src/data/release/facts.json `routes`, written by scripts/extract-release-facts.mjs.
 */
import {describe, expect, it} from 'vitest';
import facts from '../../src/data/release/facts.json';
import {listOperations, loadDocument, type Operation} from '../../plugins/shared/openapi-document';
import {SERVER_SOURCES} from '../../src/data/server';

export interface ReleaseRoute {
  method: string;
  path: string;
  permission: 'none' | 'admin' | 'self-or-admin' | 'user';
}

const ROUTES = facts.routes.list as ReleaseRoute[];

const doc = loadDocument();
const operations = listOperations(doc);

/** The values a path template segment `{name}` stands for: its enum, or any single value when it has none. */
function segmentValues(operation: Operation, name: string): unknown[] | 'any' {
  const parameter = (operation.parameters ?? []).find((p) => p.in === 'path' && p.name === name);
  return parameter?.schema?.enum ?? 'any';
}

/**
 * Whether a documented path covers a release route. `{x}` matches a gin parameter (`:x`, `*x`) or, when the
 * parameter has an enum, each of its values: one page documents the eleven /prometheus_discovery/<target> routes.
 */
export function covers(documentedPath: string, operation: Operation, routePath: string): boolean {
  const documented = documentedPath.split('/');
  const route = routePath.split('/');
  if (documented.length !== route.length) return false;
  return documented.every((segment, index) => {
    const template = /^\{(\w+)\}$/.exec(segment);
    if (!template) return segment === route[index];
    if (/^[:*]/.test(route[index])) return route[index].slice(1) === template[1];
    const values = segmentValues(operation, template[1]);
    return values !== 'any' && values.includes(route[index]);
  });
}

function matches(route: ReleaseRoute) {
  return operations.filter(({path, operation}) => covers(path, operation, route.path));
}

describe('the REST reference and the release router', () => {
  it('records the route table of the pinned server commit', () => {
    expect(facts.routes.commit).toBe(SERVER_SOURCES.server.commit);
    expect(ROUTES.length).toBeGreaterThan(100);
  });

  it('documents every route of the release with its method', () => {
    const missing = ROUTES.filter((route) => !matches(route).some(({method}) => method === route.method)).map(({method, path}) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('documents no route the release does not have, and no route under another method', () => {
    const extra = operations.filter(({method, path, operation}) => !ROUTES.some((route) => route.method === method && covers(path, operation, route.path)));
    expect(extra.map(({method, path}) => `${method} ${path}`)).toEqual([]);
  });

  it("states on each call who may call it as the handler's permission check does", () => {
    const expected: Record<ReleaseRoute['permission'], Operation['x-caller']> = {none: 'none', admin: 'admin', 'self-or-admin': 'user', user: 'anyUser'};
    const wrong = ROUTES.flatMap((route) =>
      matches(route)
        .filter(({operation}) => operation['x-caller'] !== expected[route.permission])
        .map(({path, operation}) => `${path}: x-caller ${operation['x-caller']}, the release checks ${route.permission}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('route matching', () => {
  const withTarget = {parameters: [{name: 'target', in: 'path', schema: {type: 'string', enum: ['api', 'msg']}}]} as unknown as Operation;
  const withName = {parameters: [{name: 'name', in: 'path', schema: {type: 'string'}}]} as unknown as Operation;

  it('matches literal paths exactly, gin parameters by name and enumerated segments by value', () => {
    expect(covers('/msg/send_msg', withName, '/msg/send_msg')).toBe(true);
    expect(covers('/msg/send_msg', withName, '/msg/send_msgs')).toBe(false);
    expect(covers('/object/{name}', withName, '/object/*name')).toBe(true);
    expect(covers('/object/{name}', withName, '/object/*other')).toBe(false);
    expect(covers('/prometheus_discovery/{target}', withTarget, '/prometheus_discovery/msg')).toBe(true);
    expect(covers('/prometheus_discovery/{target}', withTarget, '/prometheus_discovery/push')).toBe(false);
    expect(covers('/prometheus_discovery/{target}', withName, '/prometheus_discovery/push')).toBe(false);
  });
});

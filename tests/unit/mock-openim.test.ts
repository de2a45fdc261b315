/** The OpenIM API mock the console's browser tests run against answers as the real server does (tests/mock-openim). */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startMockOpenIM, type MockOpenIM} from '../mock-openim/server';

let mock: MockOpenIM;
beforeAll(async () => {
  mock = await startMockOpenIM({secret: 's3cret'});
});
afterAll(async () => {
  await mock.stop();
});

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the OpenIM mock', () => {
  it('answers a preflight and every answer with the CORS headers of mw.CorsHandler', async () => {
    const preflight = await fetch(`${mock.url}/group/create_group`, {method: 'OPTIONS'});
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('*');
    expect(await preflight.json()).toBe('Options Request!');
    const missing = await call('/no/such/call', {});
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('checks operationID, then the token, as the server does', async () => {
    expect(await (await call('/group/create_group', {})).json()).toMatchObject({errCode: 1001, errDlt: 'header must have operationID'});
    const id = {operationID: '1'};
    expect(await (await call('/group/create_group', {}, id)).json()).toMatchObject({errCode: 1001, errDlt: 'header must have token'});
    expect(await (await call('/group/create_group', {}, {...id, token: 'nonsense'})).json()).toMatchObject({errCode: 1503});
    expect(await (await call('/group/create_group', {}, {...id, token: 'a.b.c'})).json()).toMatchObject({errCode: 1505, errMsg: 'signature is invalid'});
    expect(await (await call('/user/user_register', {}, {...id, token: mock.userToken('u1')})).json()).toMatchObject({errCode: 1002});
  });

  it('exchanges the secret for an admin token that admin calls accept', async () => {
    const id = {operationID: '2'};
    expect(await (await call('/auth/get_admin_token', {secret: 'wrong', userID: 'imAdmin'}, id)).json()).toMatchObject({
      errCode: 1002,
      errDlt: 'secret invalid',
    });
    expect(await (await call('/auth/get_admin_token', '{"secret":', id)).json()).toMatchObject({errCode: 1001});
    const answer = (await (await call('/auth/get_admin_token', {secret: 's3cret', userID: 'imAdmin'}, id)).json()) as {errCode: number; data: {token: string}};
    expect(answer.errCode).toBe(0);
    const created = await (await call('/group/create_group', {}, {...id, token: answer.data.token})).json();
    expect(created).toMatchObject({errCode: 0, data: {groupInfo: {groupName: 'Weekend hikers'}}});
  });

  it('plays the behaviours a test queues', async () => {
    const id = {operationID: '3'};
    mock.next({raw: {status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>'}});
    const raw = await call('/auth/get_admin_token', {}, id);
    expect([raw.status, await raw.text()]).toEqual([502, '<h1>Bad Gateway</h1>']);
    mock.next({errCode: 1202});
    expect(await (await call('/auth/get_admin_token', {}, id)).json()).toEqual({errCode: 1202, errMsg: 'GroupIDExisted', errDlt: ''});
    mock.next({noCors: true});
    expect((await call('/auth/get_admin_token', {}, id)).headers.get('access-control-allow-origin')).toBeNull();
    mock.next({delayMs: 200});
    const started = Date.now();
    await call('/auth/get_admin_token', {secret: 's3cret', userID: 'imAdmin'}, id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(mock.requests.at(-1)).toMatchObject({method: 'POST', path: '/auth/get_admin_token', headers: {operationid: '3'}});
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { sampleUserInfo } from '../test-fixtures.ts';
import { endpoints, type EndpointDef } from './endpoints.ts';
import { schemas, type EndpointSchema } from './schemas/index.ts';
import { UserInfo } from './schemas/user.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  maxLength?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
};

const table = endpoints as Record<string, EndpointDef>;
const schemaTable = schemas as Record<string, EndpointSchema>;

// Spec section 7 marks these "no token"; findPwd is added as the signed-out recovery call it is.
const NO_TOKEN = [
  'user.login',
  'user.emailLogin',
  'user.register',
  'user.emailRegister',
  'user.registerCheckCode',
  'user.emailRegisterCheckCode',
  'user.findPwd',
  'user.emailFindPwd',
  'common.sendCode',
  'common.sendMailCode',
  'common.sysNotice',
  'common.notice3',
  'common.country',
  'system.health',
  'sandbox.outbox',
];

// Every call of spec section 7 as method and path.
const SPEC_CALLS = [
  'POST /user/login',
  'POST /user/emailLogin',
  'POST /user/register',
  'POST /user/emailRegister',
  'POST /user/logout',
  'POST /user/info',
  'POST /user/auth',
  'POST /user/auth/save',
  'POST /user/info/save',
  'POST /user/resetFundPwd',
  'POST /user/resetPwd',
  'POST /user/findPwd',
  'POST /user/emailFindPwd',
  'POST /user/log',
  'POST /user/changePhone',
  'POST /user/changeEmail',
  'POST /user/startAuth/:id',
  'GET /user/ContractWorker/info/:id',
  'POST /user/ContractWorker/handle',
  'GET /user/getTempUrl',
  'POST /user/userApi/info',
  'POST /user/userApi/save',
  'POST /user/userApi/refresh',
  'POST /user/team/list',
  'POST /user/team/add',
  'POST /user/team/edit',
  'POST /user/team/delete/:id',
  'POST /user/team/resetPwd',
  'POST /user/team/menus',
  'POST /common/sendCode',
  'POST /common/sendMailCode',
  'POST /common/sysNotice',
  'POST /common/currency',
  'POST /common/exchangeRateHistory',
  'POST /common/exchangeRate/current',
  'POST /common/currencyByCountryId/:id',
  'POST /common/notice/3',
  'POST /common/countryExtInfo',
  'POST /common/choice/bankCodes',
  'POST /common/queryTransferType',
  'POST /common/queryChannel',
  'POST /common/country',
  'GET /common/queryChannelType/:countryId',
  'POST /account/rechargeHistory/list',
];

function walk(schema: JsonSchema, visit: (s: JsonSchema, path: string) => void, path = '$'): void {
  visit(schema, path);
  for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, visit, `${path}.${key}`);
  schema.anyOf?.forEach((child, i) => walk(child, visit, `${path}|${i}`));
  if (schema.items) walk(schema.items, visit, `${path}[]`);
}

describe('wire contract', () => {
  it('covers every call of spec section 7', () => {
    const defined = Object.values(table).map((e) => `${e.method} ${e.path}`);
    for (const call of SPEC_CALLS) expect(defined).toContain(call);
  });

  it('has a schema for every endpoint and an endpoint for every schema', () => {
    expect(Object.keys(schemaTable).sort()).toEqual(Object.keys(table).sort());
  });

  it('sends the token everywhere except on the "no token" calls', () => {
    const open = Object.entries(table)
      .filter(([, e]) => !e.auth)
      .map(([name]) => name)
      .sort();
    expect(open).toEqual([...NO_TOKEN].sort());
  });

  it('declares exactly the path parameters each path holds', () => {
    for (const [name, endpoint] of Object.entries(table)) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = Object.keys((schemaTable[name]?.params as JsonSchema | undefined)?.properties ?? {}).sort();
      expect({ name, params: declared }).toEqual({ name, params: inPath });
    }
  });

  it('gives GET calls no body and every POST body closed to unknown fields', () => {
    for (const [name, endpoint] of Object.entries(table)) {
      const body = schemaTable[name]?.body as JsonSchema | undefined;
      if (endpoint.method === 'GET') {
        expect({ name, body }).toEqual({ name, body: undefined });
        continue;
      }
      if (!body) continue;
      const objects = body.anyOf ?? [body];
      for (const object of objects) expect({ name, closed: object.additionalProperties }).toEqual({ name, closed: false });
    }
  });

  it('bounds every string a client can send', () => {
    const sent = Object.entries(schemaTable).flatMap(([name, s]) =>
      (['body', 'params', 'querystring'] as const).flatMap((part) => (s[part] ? [[`${name}.${part}`, s[part] as JsonSchema] as const] : [])),
    );
    for (const [name, schema] of sent) {
      walk(schema, (node, path) => {
        if (node.type !== 'string' || node.enum || node.const !== undefined) return;
        const bounded = node.maxLength !== undefined || node.format === 'date-time' || node.format === 'date';
        expect({ at: `${name}${path}`, bounded }).toEqual({ at: `${name}${path}`, bounded: true });
      });
    }
  });

  it('accepts the payloads the spec describes and rejects malformed ones', () => {
    const check = (name: string, part: 'body' | 'params' | 'querystring' | 'data', value: unknown) =>
      Value.Check(schemaTable[name]![part]!, value);

    expect(check('user.login', 'body', { countryId: 254, phone: '712345678', password: 'Secret#1' })).toBe(true);
    expect(check('user.login', 'body', { countryId: 254, phone: '712345678', password: 'Secret#1', extra: 1 })).toBe(false);
    expect(check('user.emailLogin', 'body', { email: 'a@example.com', password: 'x' })).toBe(true);
    expect(check('user.emailLogin', 'body', { email: 'not-an-email', password: 'x' })).toBe(false);
    expect(check('user.register', 'body', { countryId: 255, phone: '654321098', code: '123456', password: 'Secret#1' })).toBe(true);
    expect(check('user.register', 'body', { countryId: 255, phone: '654321098', code: '123456', password: 'short' })).toBe(false);
    expect(check('user.register', 'body', { countryId: 255, phone: '654321098', code: '123456', password: 'much-too-long-1' })).toBe(false);
    expect(check('user.emailRegister', 'body', { email: 'a@example.com', code: '1234', password: 'Secret#1' })).toBe(true);
    expect(check('user.findPwd', 'body', { countryId: 254, phone: '712345678', code: '123456', password: 'Secret#1' })).toBe(true);
    expect(check('user.emailFindPwd', 'body', { email: 'a@example.com', code: '123456', password: 'Secret#1' })).toBe(true);
    expect(check('common.sendCode', 'body', { countryId: 254, phone: '712345678', scene: 'changePhone' })).toBe(true);
    expect(check('common.sendCode', 'body', { countryId: 254, phone: '712345678', scene: 'changeEmail' })).toBe(false);
    expect(check('common.sendMailCode', 'body', { email: 'a@example.com', scene: 'changeEmail' })).toBe(true);
    expect(check('common.sendMailCode', 'body', { email: 'a@example.com', scene: 'login' })).toBe(false);
    expect(check('user.login', 'data', { token: 'abc' })).toBe(true);
    expect(check('user.resetFundPwd', 'body', { password: 'Secret#1', fundPassword: '12345a' })).toBe(false);
    expect(check('user.authSave', 'body', { kind: 'kyc', idFront: 'f1', idBack: 'f2', livePhoto: 'f3', validityDate: '2030-01-31' })).toBe(true);
    expect(check('user.authSave', 'body', { kind: 'kyc', idFront: 'f1', idBack: 'f2', livePhoto: 'f3', validityDate: '2030-01-31', companyName: 'x' })).toBe(false);
  });

  it('pages lists at most 100 rows and takes ISO 8601 date filters', () => {
    const body = schemaTable['account.rechargeHistoryList']!.body!;
    expect(Value.Check(body, { pageNum: 1, pageSize: 100, beginTime: '2024-01-01T00:00:00Z', endTime: '2024-01-31T23:59:59Z' })).toBe(true);
    expect(Value.Check(body, { pageNum: 1, pageSize: 101 })).toBe(false);
    expect(Value.Check(body, { pageNum: 0, pageSize: 20 })).toBe(false);
    expect(Value.Check(body, { pageNum: 1, pageSize: 20, beginTime: '01/02/2024' })).toBe(false);
    expect(Value.Check(schemaTable['team.list']!.data, { rows: [], total: 0 })).toBe(true);
  });

  it('carries money as decimal strings, never numbers', () => {
    const channel = schemaTable['common.queryChannel']!.data;
    const row = { payType: 7, family: 'mobile_money', currencyId: 'TZS', minAmount: '1000.00', maxAmount: null, feeRate: '0.015', fixedFee: '0', manual: false };
    expect(Value.Check(channel, [row])).toBe(true);
    expect(Value.Check(channel, [{ ...row, minAmount: 1000 }])).toBe(false);
    for (const bad of ['1e5', '1.', '.5', '1,000.00', ' 1']) expect({ bad, ok: Value.Check(channel, [{ ...row, fixedFee: bad }]) }).toEqual({ bad, ok: false });
    expect(Value.Check(channel, [{ ...row, fixedFee: '-12.50' }])).toBe(true);
  });

  it('describes the user info with exactly the fields of spec section 3 plus email', () => {
    expect(Object.keys((UserInfo as JsonSchema).properties ?? {}).sort()).toEqual(
      [
        'userId',
        'parentId',
        'nickName',
        'accountNo',
        'avatar',
        'phone',
        'createTime',
        'userType',
        'auditStatus',
        'countryId',
        'countryName',
        'permissions',
        'pspFlag',
        'mrpFlag',
        'channelTypeList',
        'fundPasswordFlag',
        'email',
      ].sort(),
    );
    expect(Value.Check(UserInfo, sampleUserInfo())).toBe(true);
    expect(Value.Check(UserInfo, sampleUserInfo({ userType: 'admin' as never }))).toBe(false);
    expect(Value.Check(UserInfo, sampleUserInfo({ channelTypeList: [{ type: 2 as never, channelType: 0 }] }))).toBe(false);
  });
});

describe('browser bundle', () => {
  // Schema code (and typebox with it) must never reach an app: outside the contract, schema
  // files and typebox are only ever imported for their types.
  it('takes only types from schema files and typebox outside the contract', () => {
    const root = join(import.meta.dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('contract') && file !== 'test-fixtures.ts');
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      const valueImports = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)]
        .map((m) => m[1] as string)
        .filter((from) => from.includes('/schemas/') || from === 'typebox' || from.startsWith('typebox/'));
      expect({ file: relative(root, join(root, file)), valueImports }).toEqual({ file, valueImports: [] });
    }
  });
});

/**
 * What a hostile or broken client sends instead of what a schema asks: the values the fuzz requests
 * put in place of valid ones. Each list names what the outside audit, or experience, found breaking
 * APIs: NUL bytes and integers beyond a 4-byte column reached the database and answered 500.
 */

/** The largest 4-byte integer, the limit of an `integer` column. */
export const INT4_MAX = 2_147_483_647;

/** A megabyte: the API's body limit, and the size of the longest strings sent. */
export const ONE_MEGABYTE = 1_048_576;

/** Numbers around the usual limits (JSON can carry them; NaN and Infinity only as text). */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.000_001,
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 1,
  -INT4_MAX - 2,
  2 ** 32,
  1e10,
  -1e10,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Numbers as a query string or a path gives them: every way text can fail to be an integer. */
export const HOSTILE_NUMERIC_TEXTS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e10',
  '1e400',
  '2147483647',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  '0x1F',
  '0b11',
  '1_000',
  ' 7 ',
  '7abc',
  '+7',
  '-0',
  '0.5',
  '1,5',
  '',
  '٣',
  '７',
  'null',
  'undefined',
  'true',
];

/**
 * Characters a string field must refuse or keep harmlessly: C0 controls and NUL, DEL, lone UTF-16
 * surrogates (invalid UTF-16), invisible and direction-changing characters, and text that injections try.
 */
export const HOSTILE_CHARACTERS: readonly string[] = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\uffff',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  '\ud83e\uddd7',
  'e\u0301',
  '\t',
  '\r\n',
  '%00',
  '\\u0000',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '../../../etc/passwd',
  '%s%n%x',
  '{{constructor}}',
];

/** Values of every JSON type, to put where another type is expected. */
export const WRONG_TYPE_VALUES: readonly unknown[] = [
  0,
  -1,
  1.5,
  true,
  false,
  null,
  '',
  'text',
  '1',
  'true',
  [],
  [1, 2],
  [null],
  {},
  { id: 1 },
  { $gt: '' },
];

/** Object keys no schema declares: unknown fields, prototype pollution, dots and brackets. */
export const UNKNOWN_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'super_admin',
  'id',
  'user_id',
  'password_digest',
  'a.b',
  'a[b]',
  '$where',
  '',
  'x'.repeat(300),
];

/** Bodies that are not JSON, or JSON of the wrong kind, sent as `application/json`. */
export const INVALID_JSON_BODIES: readonly string[] = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  'nul',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\u0000"}',
  '{"a":01}',
  '{"a":-}',
  '"\\x41"',
  '[1,2',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"__proto__":{"super_admin":true}}',
  '{"constructor":{"prototype":{"super_admin":true}}}',
  '{"a":1,"a":2}',
];

/** Content types a JSON endpoint does not take, or takes in a form it does not expect. */
export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'application/json, text/plain',
  'image/png',
  'text/csv',
  ';;;',
  '*/*',
];

/** Path params a record's path must answer 404 or 422 to, never 500: huge, negative, not numbers, encoded. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '-2147483649',
  '2147483647',
  '2147483648',
  '99999999999999999999999999999',
  '1e3',
  '1.5',
  '0x10',
  '%201',
  '1%20',
  'abc',
  '%00',
  '1%00',
  '%2F',
  '%2e%2e',
  '..',
  '%252F',
  '%25',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%E2%80%AE1',
  '%F0%9F%A7%97',
  '%D9%A3',
  'null',
  '__proto__',
  '9'.repeat(400),
  'a'.repeat(2000),
];

/** Query strings no schema declares, or declares otherwise: repeated, nested, polluting, endless. */
export const HOSTILE_QUERY_PARTS: readonly string[] = [
  'unknown=1',
  '__proto__=1',
  '__proto__[super_admin]=1',
  'constructor[prototype][x]=1',
  'page=1&page=2',
  'page[]=1',
  'page[a]=1',
  'a[b][c][d]=1',
  'per_page=%00',
  '=',
  '&&&',
  'a=%',
  'a=%zz',
  'a=%ED%A0%80',
  `${'k'.repeat(2000)}=1`,
  Array.from({ length: 2000 }, (_, index) => `k${index}=${index}`).join('&'),
];

/** `Authorization` headers a guard must refuse with 401, whoever the rest of the request names. */
export const HOSTILE_AUTHORIZATIONS: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Basic YWRtaW46YWRtaW4=',
  'bearer',
  `Bearer ${'x'.repeat(9000)}`,
];

/** `[` × depth then `]` × depth: JSON that parses into `depth` nested arrays. */
export function deeplyNestedArrays(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** `{"a":` × depth, 1, then `}` × depth: JSON that parses into `depth` nested objects. */
export function deeplyNestedObjects(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

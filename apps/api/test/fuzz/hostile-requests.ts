import {
  deeplyNestedArrays,
  deeplyNestedObjects,
  INVALID_JSON_BODIES,
  ONE_MEGABYTE,
  WRONG_CONTENT_TYPES,
} from './hostile-values';
import type { SeededRandom } from './random';

/** A request's body as sent: its bytes (none: no body) and its content type (none: no header). */
export interface RawBody {
  payload?: string | Buffer;
  contentType?: string;
}

/** The ways a whole JSON body goes wrong. */
export type BodyMutation = 'invalid_json' | 'deep_nesting' | 'wrong_content_type' | 'missing_body' | 'oversized_body';

/**
 * A JSON body that is not one, not of this endpoint, or not JSON at all: invalid JSON, 10,000 levels
 * of nesting (whole, or in `field`), the valid body under another content type, no body, or one
 * beyond the 1 MB limit.
 */
export function hostileJsonBody(
  random: SeededRandom,
  mutation: BodyMutation,
  body: unknown,
  field: string | number | undefined,
): RawBody {
  const valid = JSON.stringify(body ?? {});
  switch (mutation) {
    case 'invalid_json':
      return { payload: random.pick(INVALID_JSON_BODIES), contentType: 'application/json' };
    case 'deep_nesting': {
      const deep = random.chance(0.5) ? deeplyNestedArrays(10_000) : deeplyNestedObjects(10_000);
      const payload = field !== undefined && random.chance(0.5) ? `{${JSON.stringify(field)}:${deep}}` : deep;
      return { payload, contentType: 'application/json' };
    }
    case 'wrong_content_type':
      return { payload: random.chance(0.7) ? valid : 'a=1&b=2', contentType: random.pick(WRONG_CONTENT_TYPES) };
    case 'missing_body':
      return random.chance(0.5)
        ? { contentType: 'application/json' }
        : { payload: random.pick(['', ' ', '\n']), contentType: 'application/json' };
    case 'oversized_body': {
      const padding = JSON.stringify('c'.repeat(ONE_MEGABYTE));
      return { payload: `{"padding":${padding},${valid.slice(1)}`, contentType: 'application/json' };
    }
  }
}

/**
 * A multipart upload of `image`, or of bytes that are no image, in the part named `field`, after the text parts of
 * `fields` (a photo's record and words).
 */
export function imageUpload(
  random: SeededRandom,
  image: Buffer,
  field = 'file',
  fields: Readonly<Record<string, string>> = {},
): RawBody {
  const boundary = `fuzz${random.int(1, 1e6)}`;
  const content = random.chance(0.6) ? image : Buffer.from(random.text(random.int(0, 64), 'xyz'));
  const text = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${text.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="climber.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart upload without a readable file: wrong type, empty, cut short, two files, a hostile name. */
export function hostileMultipart(random: SeededRandom): RawBody {
  const boundary = 'fuzzboundary';
  const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  const file = (name: string) => `Content-Disposition: form-data; name="file"; filename="${name}"`;
  const multipart = `multipart/form-data; boundary=${boundary}`;
  return random.pick<RawBody>([
    { payload: '{"file":"x"}', contentType: 'application/json' },
    { payload: 'x', contentType: 'image/png' },
    {},
    { payload: '', contentType: multipart },
    { payload: 'garbage', contentType: 'multipart/form-data' },
    { payload: part(file('a.png'), 'cut'), contentType: multipart },
    {
      payload: `${part('Content-Disposition: form-data; name="name"', 'value')}--${boundary}--`,
      contentType: multipart,
    },
    {
      payload: `${part(`${file('../../a\u0000.png')}\r\nContent-Type: image/png`, 'not an image')}--${boundary}--`,
      contentType: multipart,
    },
    { payload: `${part(file('a.png'), 'one')}${part(file('b.png'), 'two')}--${boundary}--`, contentType: multipart },
    { payload: `--${boundary}--`, contentType: `${multipart}; charset=utf-16` },
  ]);
}

/** `encodeURIComponent`, but a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
export function encodeSegment(text: string): string {
  let out = '';
  for (const character of text) {
    try {
      out += encodeURIComponent(character);
    } catch {
      const code = character.charCodeAt(0);
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

/** The same route written otherwise: percent-encoded (once, twice) letters and slashes, dots, doubled slashes. */
export function encodedPath(random: SeededRandom, url: string): string {
  const [path = '', query] = url.split('?');
  const at = random.int(1, Math.max(1, path.length - 1));
  const hex = (path[at] ?? 'a').charCodeAt(0).toString(16).padStart(2, '0');
  const encoded = random.pick([
    `${path.slice(0, at)}%${hex.toUpperCase()}${path.slice(at + 1)}`,
    `${path.slice(0, at)}%${hex}${path.slice(at + 1)}`,
    `${path.slice(0, at)}%25${hex.toUpperCase()}${path.slice(at + 1)}`,
    path.replace(/\/(?=[^/]*$)/, '%2F'),
    path.replace(/\/(?=[^/]*$)/, '%252F'),
    path.replace('/v1/', '//v1//'),
    path.replace('/v1/', '/v1/./'),
    path.replace('/v1/', '/v1/../v1/'),
    `${path}/`,
    `${path};jsessionid=1`,
    path.toUpperCase(),
    `${path}%00`,
    path.replace(/\//g, '\\'),
    path.replace(/\.json$/, '%2Ejson'),
    `${path}#fragment`,
    path.replace(/\.json$/, '.json%20'),
  ]);
  return query === undefined ? encoded : `${encoded}?${query}`;
}

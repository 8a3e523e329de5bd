import { errorBody, forbiddenErrorBody, validationErrorBody } from '@climb/contracts';
import type { LogDestination } from '../../src/lib/logger';

/** What `app.inject()` answered, as much as the gates read. */
export interface FuzzResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const ERROR_CODE = /^[a-z][a-z_]*$/;
const strictValidation = validationErrorBody.strict();
const strictForbidden = forbiddenErrorBody.strict();
const strictError = errorBody.strict();

/**
 * Why an error answer is not in the API's error shapes, or null when it is: 422
 * `{ error: { field: [rules] } }` with at least one field and rules of the shared vocabulary; 403
 * `{ code, message?, need? }`; every other 4xx `{ code, message }`. Always JSON, a snake_case code.
 */
export function errorShapeProblem(method: string, response: FuzzResponse): string | null {
  const { statusCode } = response;
  if (statusCode < 400 || statusCode >= 500 || method === 'HEAD') return null;
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json')) return `content type ${contentType || 'none'}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'a body that is not JSON';
  }
  if (statusCode === 422) {
    const parsed = strictValidation.safeParse(body);
    if (!parsed.success) return `422 body ${JSON.stringify(parsed.error.issues.map((issue) => issue.message))}`;
    return Object.keys(parsed.data.error).length === 0 ? '422 without a field' : null;
  }
  const parsed = (statusCode === 403 ? strictForbidden : strictError).safeParse(body);
  if (!parsed.success) return `${statusCode} body ${JSON.stringify(parsed.error.issues.map((issue) => issue.message))}`;
  return ERROR_CODE.test(parsed.data.code) ? null : `${statusCode} code ${JSON.stringify(parsed.data.code)}`;
}

/**
 * Why the answer to a body holding `field`, which its endpoint does not take, is not a 422 naming it
 * `unknown`, or null when it is. A 401 or 403 is fine: access is checked before the body.
 */
export function unknownFieldProblem(field: string, response: FuzzResponse): string | null {
  const { statusCode } = response;
  if (statusCode === 401 || statusCode === 403) return null;
  if (statusCode !== 422) return `answered ${statusCode}, not 422 naming ${JSON.stringify(field)} unknown`;
  const parsed = strictValidation.safeParse(parseJson(response.body));
  const rules = parsed.success ? parsed.data.error[field] : undefined;
  return rules?.includes('unknown') ? null : `422 ${excerpt(response.body)} without ${JSON.stringify(field)}: unknown`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function excerpt(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** A log line that held a secret: which one (by its label, never its value) and where. */
export interface LeakedSecret {
  label: string;
  excerpt: string;
}

/**
 * Reads every line the server logs and checks it against the secrets the test knows: passwords sent,
 * tokens handed out, e-mails, the API key, any argon2 hash or JWT. Lines wait until `flush()`, called once
 * the request's answer (and any token it handed out) is known, then are dropped.
 */
export class LogSecretWatch implements LogDestination {
  readonly leaks: LeakedSecret[] = [];
  lineCount = 0;
  readonly #secrets = new Map<string, string>();
  #pending: string[] = [];

  add(label: string, secret: string | undefined | null): void {
    if (secret && secret.length >= 6 && !this.#secrets.has(secret)) this.#secrets.set(secret, label);
  }

  write(line: string): void {
    this.lineCount += 1;
    this.#pending.push(line);
  }

  flush(): void {
    for (const line of this.#pending) {
      if (line.includes('$argon2')) this.#leak('argon2 hash', line, '$argon2');
      // The header of every JWT the API signs (`{"alg":…`): a token, whichever it is.
      if (line.includes('eyJhbGciOi')) this.#leak('a JWT', line, 'eyJhbGciOi');
      for (const [secret, label] of this.#secrets) {
        if (line.includes(secret)) this.#leak(label, line, secret);
      }
    }
    this.#pending = [];
  }

  #leak(label: string, line: string, secret: string): void {
    if (this.leaks.length >= 20) return;
    const at = line.indexOf(secret);
    const excerpt = `${line.slice(Math.max(0, at - 120), at)}[${label}]${line.slice(at + secret.length, at + secret.length + 80)}`;
    this.leaks.push({ label, excerpt });
  }
}

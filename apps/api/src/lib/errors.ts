import type { ErrorCode, ValidationErrors, ValidationRule } from '@climb/contracts';

/** Base of every error the API throws on purpose; one handler turns them into the spec's formats. */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: ErrorCode;
}

export class Unauthorized extends AppError {
  readonly statusCode = 401;
  readonly code = 'unauthorized' as const;
  constructor(message = 'Authentication required') {
    super(message);
  }
}

/** Sign-in with a wrong e-mail or password: one answer for both, so addresses cannot be probed. */
export class InvalidCredentials extends AppError {
  readonly statusCode = 401;
  readonly code = 'invalid_credentials' as const;
  constructor() {
    super('Wrong e-mail or password');
  }
}

export interface Need {
  gym_name?: string;
  role?: string;
}

export class Forbidden extends AppError {
  readonly statusCode = 403;
  readonly code: ErrorCode;
  readonly need?: Need;
  constructor(options: { code?: ErrorCode; need?: Need; message?: string } = {}) {
    super(options.message ?? 'You do not have the right to do this');
    this.code = options.code ?? 'forbidden';
    this.need = options.need;
  }
}

export class NotFound extends AppError {
  readonly statusCode = 404;
  readonly code = 'not_found' as const;
  constructor(message = 'Not found') {
    super(message);
  }
}

export class ValidationFailed extends AppError {
  readonly statusCode = 422;
  readonly code = 'validation_failed' as const;
  constructor(readonly errors: ValidationErrors) {
    super('Validation failed');
  }

  /** One field breaking one rule. */
  static on(field: string, rule: ValidationRule): ValidationFailed {
    return new ValidationFailed({ [field]: [rule] });
  }
}

export class RateLimited extends AppError {
  readonly statusCode = 429;
  readonly code = 'rate_limited' as const;
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, try again later',
  ) {
    super(message);
  }
}

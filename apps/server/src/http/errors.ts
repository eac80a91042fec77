import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { en } from '@mizani/i18n';
import { Code, LOGIN_PASSWORD_PATTERN } from '@mizani/sdk/contract';
import { AppError, failure, messageOf } from './envelope.ts';

const PARAMETER_ERROR = messageOf(Code.PARAMETER_ERROR);

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

const dotted = (instancePath: string) => instancePath.split('/').filter(Boolean).join('.');
const join = (parent: string, child: string) => (parent ? `${parent}.${child}` : child);

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * 'Parameter error: <field> <reason>' from the validator's issues, naming the first offending
 * field the way a caller wrote it (`locale`, `payee.phone`), not as a JSON pointer.
 */
export function describeValidation(issues: readonly ValidationIssue[], part = 'body'): string {
  const first = issues[0];
  if (!first) return PARAMETER_ERROR;
  const path = dotted(first.instancePath);

  const unexpected = firstString(first.params.additionalProperties);
  if (first.keyword === 'additionalProperties' && unexpected) {
    return `${PARAMETER_ERROR}: ${join(path, unexpected)} is not allowed`;
  }
  // TypeBox reports a property that `additionalProperties: false` forbids as a `false` schema.
  if (first.keyword === 'boolean' && path) return `${PARAMETER_ERROR}: ${path} is not allowed`;

  const missing = firstString(first.params.requiredProperties) ?? firstString(first.params.missingProperty);
  if (first.keyword === 'required' && missing) return `${PARAMETER_ERROR}: ${join(path, missing)} is required`;

  if (first.keyword === 'enum' && Array.isArray(first.params.allowedValues)) {
    const values = first.params.allowedValues.map((value) => JSON.stringify(value)).join(', ');
    return `${PARAMETER_ERROR}: ${path || part} must be one of ${values}`;
  }
  // A union of literals reports one 'const' issue per allowed value; list them together.
  const allowed = issues
    .filter((issue) => issue.instancePath === first.instancePath && issue.keyword === 'const')
    .map((issue) => JSON.stringify(issue.params.allowedValue));
  if (allowed.length > 0) return `${PARAMETER_ERROR}: ${path || part} must be one of ${allowed.join(', ')}`;

  // The pattern itself would tell a person nothing; the rule is said in words.
  if (first.keyword === 'pattern' && first.params.pattern === LOGIN_PASSWORD_PATTERN) {
    return `${PARAMETER_ERROR}: ${path || part}: ${en['validation.passwordStrength']}`;
  }

  return `${PARAMETER_ERROR}: ${path || part} ${first.message ?? 'is invalid'}`;
}

/** The rules a -1008 from validation can name (the OpenAPI document lists them too). */
export const FIELD_RULES = ['required', 'format', 'length', 'range', 'choice', 'type', 'notAllowed', 'password', 'invalid'] as const;

/** What a client needs to say which field broke which rule in its user's language. */
export interface FieldRefusal {
  /** The field as the caller wrote it (`phone`, `payee.phone`), or the request part when none. */
  field: string;
  rule: (typeof FIELD_RULES)[number];
}

const RULES: Record<string, FieldRefusal['rule']> = {
  required: 'required',
  pattern: 'format',
  format: 'format',
  minLength: 'length',
  maxLength: 'length',
  minimum: 'range',
  maximum: 'range',
  exclusiveMinimum: 'range',
  exclusiveMaximum: 'range',
  enum: 'choice',
  const: 'choice',
  type: 'type',
  additionalProperties: 'notAllowed',
  boolean: 'notAllowed',
};

/**
 * A -1008 raised by a feature's own checks, worded and shaped like a validation refusal:
 * 'Parameter error: <field> <detail>' with `{ field, rule }` in the data for the apps to word.
 */
export function fieldError(field: string, rule: FieldRefusal['rule'], detail: string): AppError {
  return new AppError(Code.PARAMETER_ERROR, `${PARAMETER_ERROR}: ${field} ${detail}`, 200, undefined, { field, rule } satisfies FieldRefusal);
}

/** The first offending field and the rule it broke, the same one `describeValidation` words in English. */
export function fieldRefusal(issues: readonly ValidationIssue[], part = 'body'): FieldRefusal {
  const first = issues[0];
  if (!first) return { field: part, rule: 'invalid' };
  const path = dotted(first.instancePath);
  const unexpected = firstString(first.params.additionalProperties);
  const missing = firstString(first.params.requiredProperties) ?? firstString(first.params.missingProperty);
  let field = path || part;
  if (first.keyword === 'additionalProperties' && unexpected) field = join(path, unexpected);
  else if (first.keyword === 'required' && missing) field = join(path, missing);
  if (first.keyword === 'pattern' && first.params.pattern === LOGIN_PASSWORD_PATTERN) return { field, rule: 'password' };
  return { field, rule: RULES[first.keyword] ?? 'invalid' };
}

/**
 * The longest each lock (or wait) lasts, for a refusal that does not say when its own ends: a
 * client told to come back then is never refused again for the same reason.
 */
const LOCK_SECONDS: Partial<Record<number, number>> = {
  [Code.CODE_TOO_FREQUENT]: 60 * 60,
  [Code.LOGIN_LOCKED]: 15 * 60,
  [Code.FUND_PASSWORD_LOCKED]: 15 * 60,
  [Code.OPEN_SIGNATURE_LOCKED]: 10 * 60,
  [Code.NAME_CHECK_UNAVAILABLE]: 60 * 60,
};

/** Seconds for Retry-After on a lock answer (at least 1); undefined for every other answer. */
export function retryAfterSeconds(error: AppError): number | undefined {
  const longest = LOCK_SECONDS[error.code];
  if (longest === undefined) return undefined;
  if (error.retryAfterMs === undefined) return longest;
  return Math.min(longest, Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
}

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body size does not match Content-Length',
};

function clientErrorMessage(error: FastifyError, request: FastifyRequest): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = request.headers['content-type'] ?? 'none';
    return `${PARAMETER_ERROR}: content type ${type} is not supported, send application/json`;
  }
  return `${PARAMETER_ERROR}: ${CLIENT_ERRORS[error.code] ?? error.message}`;
}

function isClientError(error: FastifyError): boolean {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 && typeof error.code === 'string' && error.code.startsWith('FST_');
}

/**
 * Every failure leaves as the envelope. Bad input is -1008 naming the field (HTTP 200 when it got
 * as far as validation; the HTTP status of the transport problem when the body could not even be
 * read); an AppError carries its own code; anything else is logged and answered with a bare 500 so
 * that no internal detail reaches the caller.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // What the caller was told, beside Fastify's own line for the request (which says only 200).
      request.log.info({ code: error.code }, `refused: ${error.message}`);
      const retryAfter = retryAfterSeconds(error);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.status(error.httpStatus).send({ ...failure(error.code, error.message), data: error.data });
    }
    if (error.validation) {
      const issues = error.validation as unknown as FastifySchemaValidationError[];
      const part = error.validationContext ?? 'body';
      const message = describeValidation(issues as ValidationIssue[], part);
      // The envelope's data says which field broke which rule, so clients word it in their user's language.
      return reply.status(200).send({ ...failure(Code.PARAMETER_ERROR, message), data: fieldRefusal(issues as ValidationIssue[], part) });
    }
    if (isClientError(error)) {
      return reply.status(error.statusCode ?? 400).send(failure(Code.PARAMETER_ERROR, clientErrorMessage(error, request)));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send(failure(Code.SERVER_ERROR, messageOf(Code.SERVER_ERROR)));
  });
}

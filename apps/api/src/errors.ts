import { type ApiErrorBody, ERRORS, type ErrorCode } from '@congdoan/shared';

/** An expected failure: answered with its code's status and Vietnamese message. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ApiErrorBody['details'],
  ) {
    super(message ?? ERRORS[code].message);
    this.statusCode = ERRORS[code].status;
  }
}

import { HttpException, HttpStatus } from '@nestjs/common';
import { plainApiError, type Parsed } from '@centre/contracts';

/** A refusal of a staff console route, in the console's English: contracts' error body, coded by its status. */
export const refuse = (status: number, message: string, errors?: Record<string, string>): HttpException =>
  new HttpException(plainApiError(status, message, errors), status);

/** A parser's value; its refusal is answered 400 with the words of each field. */
export const parsedOrRefused = <T>(parsed: Parsed<T>): T => {
  if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
  return parsed.value;
};

/**
 * The console's way of answering a slice's typed refusals (a decider's error with its stable
 * code): each code with its status and the error's words; anything else goes on as it is.
 */
export const refusalsAnswered =
  <Code extends string>(refusal: abstract new (code: Code) => Error & { readonly code: Code }, statusOf: Readonly<Record<Code, HttpStatus>>) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error: unknown) {
      if (error instanceof refusal) throw refuse(statusOf[error.code], error.message);
      throw error;
    }
  };

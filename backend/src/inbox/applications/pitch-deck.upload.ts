import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type OnModuleInit,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { catchError, concatMap, from, type Observable } from 'rxjs';
import {
  apiError,
  APPLICATION_FILE_FIELD,
  FIX_ERRORS_BEFORE_SUBMIT,
  PITCH_DECK_MAX_BYTES,
} from '@centre/contracts';
import { refuse } from '../inbox.http.js';

export const UPLOAD_TEMP_DIR = Symbol('UPLOAD_TEMP_DIR');

export const UPLOAD_MESSAGES = {
  oneFileOnly: 'Attach exactly one pitch deck file, in the pitchDeck field',
  tooManyFields: 'The application has too many fields',
  unreadable: 'The upload could not be read. Please try again.',
  fieldTooLong: 'This field is too long',
} as const;

/** Temp files older than this at start belong to no request any more (a crash, a kill). */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Multer refuses an oversized file while it streams (it counts bytes, so a lying
 * Content-Length changes nothing) and removes what it had written of it.
 */
const LIMITS = {
  fileSize: PITCH_DECK_MAX_BYTES,
  files: 1,
  fields: 40,
  parts: 41,
  fieldNameSize: 100,
  // The longest text field is 5000 characters, up to 4 bytes each in UTF-8.
  fieldSize: 20_000,
} as const;

const multerCode = (error: unknown): string | undefined =>
  error instanceof multer.MulterError ? error.code : undefined;

/** The refusal a visitor reads for whatever went wrong while the form was read. */
const uploadRefusal = (error: unknown) => {
  switch (multerCode(error)) {
    case 'LIMIT_FILE_SIZE':
      return new HttpException(
        apiError('PAYLOAD_TOO_LARGE', 'application.pitchDeckTooLarge', {
          fieldCodes: { pitchDeck: 'application.pitchDeckTooLarge' },
        }),
        HttpStatus.PAYLOAD_TOO_LARGE,
      );
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return refuse(HttpStatus.BAD_REQUEST, UPLOAD_MESSAGES.oneFileOnly, { pitchDeck: UPLOAD_MESSAGES.oneFileOnly });
    case 'LIMIT_FIELD_VALUE': {
      const field = error instanceof multer.MulterError && error.field ? error.field : 'form';
      return refuse(HttpStatus.BAD_REQUEST, FIX_ERRORS_BEFORE_SUBMIT, { [field]: UPLOAD_MESSAGES.fieldTooLong });
    }
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_NESTING':
    case 'LIMIT_FIELD_ARRAY_INDEX':
      return refuse(HttpStatus.BAD_REQUEST, UPLOAD_MESSAGES.tooManyFields);
    default:
      // Malformed multipart, a client that went away, a bad field name: the body cannot be read.
      return refuse(HttpStatus.BAD_REQUEST, UPLOAD_MESSAGES.unreadable);
  }
};

const discard = async (path: string | undefined): Promise<void> => {
  if (path === undefined) return;
  await unlink(path).catch(() => undefined);
};

/**
 * Reads the application's multipart form: text fields into `request.body`, the pitch deck
 * into a temp file under `${DATA_DIR}/uploads/tmp`. Whatever the handler does, the temp file
 * is gone before the answer leaves: adopted into storage on success, deleted otherwise.
 */
@Injectable()
export class PitchDeckUploadInterceptor implements NestInterceptor, OnModuleInit {
  private readonly logger = new Logger('PitchDeckUpload');
  private readonly upload: RequestHandler;

  constructor(@Inject(UPLOAD_TEMP_DIR) private readonly tempDir: string) {
    mkdirSync(tempDir, { recursive: true });
    this.upload = multer({
      storage: multer.diskStorage({
        destination: tempDir,
        filename: (_request, _file, callback) => callback(null, `${randomUUID()}.part`),
      }),
      limits: LIMITS,
      defParamCharset: 'utf8',
    }).single(APPLICATION_FILE_FIELD);
  }

  async onModuleInit(): Promise<void> {
    const now = Date.now();
    for (const name of await readdir(this.tempDir)) {
      const path = join(this.tempDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile() && now - info.mtimeMs > STALE_AFTER_MS) {
        await discard(path);
        this.logger.warn(`Removed a stale partial upload: ${name}`);
      }
    }
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    try {
      await new Promise<void>((resolve, reject) => {
        this.upload(request, response, (error?: unknown) => (error ? reject(error) : resolve()));
      });
    } catch (error: unknown) {
      await discard(request.file?.path);
      throw uploadRefusal(error);
    }
    const tempPath = request.file?.path;
    return next.handle().pipe(
      concatMap((answer) => from(discard(tempPath).then(() => answer))),
      catchError((error: unknown) =>
        from(
          discard(tempPath).then(() => {
            throw error;
          }),
        ),
      ),
    );
  }
}

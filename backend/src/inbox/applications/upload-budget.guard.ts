import { HttpException, HttpStatus, Inject, Injectable, type CanActivate } from '@nestjs/common';
import { apiError } from '@centre/contracts';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.port.js';

/** 507: the server has no room for the deck; the visitor reads why, in their language. */
export const uploadsFull = (): HttpException =>
  new HttpException(apiError('UNAVAILABLE', 'application.uploadsFull'), HttpStatus.INSUFFICIENT_STORAGE);

/** Refuses an application before its deck is read once the upload budget is spent. */
@Injectable()
export class UploadBudgetGuard implements CanActivate {
  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {}

  async canActivate(): Promise<boolean> {
    if (await this.files.hasRoomFor(1)) return true;
    throw uploadsFull();
  }
}

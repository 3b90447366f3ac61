import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { MESSAGES } from './hydrant.constants.js';

/** `:id` of a hydrant path: a positive integer in range, else 404 'Hydrant not found' (no such hydrant can exist). */
@Injectable()
export class HydrantIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundException(MESSAGES.notFound);
    return id;
  }
}

import { Module } from '@nestjs/common';
import { IdempotencyPurgeService } from './idempotency-purge.service.js';

/** Idempotent writes (DECISIONS §15): the periodic purge of expired keys. The interceptor is made global in AppModule. */
@Module({
  providers: [IdempotencyPurgeService],
  exports: [IdempotencyPurgeService],
})
export class IdempotencyModule {}

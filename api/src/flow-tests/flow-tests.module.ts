import { Module } from '@nestjs/common';
import { FlowTestsController } from './flow-tests.controller.js';
import { FlowTestsService } from './flow-tests.service.js';

@Module({
  controllers: [FlowTestsController],
  providers: [FlowTestsService],
})
export class FlowTestsModule {}

import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnalyticsService } from './analytics.service.js';
import { AnalyticsDto } from './dto/analytics.dto.js';
import { MinRole } from '../auth/min-role.decorator.js';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'getAnalytics',
    summary: 'Every figure of the Analytics screen (cards, metrics, risk areas, operations, system health, charts)',
  })
  @ApiOkResponse({ type: AnalyticsDto })
  getAnalytics(): Promise<AnalyticsDto> {
    return this.analytics.analytics();
  }
}

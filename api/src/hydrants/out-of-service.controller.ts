import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MinRole } from '../auth/min-role.decorator.js';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { OutOfServiceHistoryDto, OutOfServicePageDto, OutOfServiceQueryDto } from './dto/out-of-service.dto.js';
import { MESSAGES } from './hydrant.constants.js';
import { OutOfServiceService } from './out-of-service.service.js';

/** Out-of-service periods (registered before HydrantsController, whose `:id` would take 'out-of-service'). */
@ApiTags('hydrants')
@Controller('hydrants')
export class OutOfServiceController {
  constructor(private readonly outOfService: OutOfServiceService) {}

  @Get('out-of-service')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'listOutOfServiceHydrants', summary: 'Hydrants out of service now, longest out first' })
  @ApiOkResponse({ type: OutOfServicePageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  listOutOfServiceHydrants(@Query() query: OutOfServiceQueryDto): Promise<OutOfServicePageDto> {
    return this.outOfService.open(query);
  }

  @Get(':id/out-of-service')
  @MinRole('viewer')
  @ApiParam({ name: 'id', type: 'integer', description: 'Internal hydrant id (HydrantDto.id).' })
  @ApiOperation({ operationId: 'getHydrantOutOfServiceHistory', summary: "A hydrant's out-of-service periods, newest first" })
  @ApiOkResponse({ type: OutOfServiceHistoryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getHydrantOutOfServiceHistory(@Param('id', new ParseIdPipe(MESSAGES.notFound)) id: number): Promise<OutOfServiceHistoryDto> {
    return this.outOfService.history(id);
  }
}

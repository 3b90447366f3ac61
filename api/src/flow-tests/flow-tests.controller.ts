import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { MinRole } from '../auth/min-role.decorator.js';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { MESSAGES } from '../hydrants/hydrant.constants.js';
import { CreateFlowTestDto } from './dto/create-flow-test.dto.js';
import { FlowTestDto } from './dto/flow-test.dto.js';
import { FLOW_TEST_MESSAGES } from './flow-test.constants.js';
import { FlowTestsService } from './flow-tests.service.js';

const HYDRANT_ID = new ParseIdPipe(MESSAGES.notFound);
const TEST_ID = new ParseIdPipe(FLOW_TEST_MESSAGES.notFound);
const ID_PARAM = { name: 'id', type: 'integer', description: 'Internal hydrant id (HydrantDto.id).' } as const;
const FORBIDDEN = { type: ErrorResponseDto, description: 'Demo access is read-only, or the role may not do this' };

/** NFPA 291 flow tests of a hydrant (DECISIONS §11). */
@ApiTags('flow-tests')
@Controller('hydrants/:id/flow-tests')
export class FlowTestsController {
  constructor(private readonly flowTests: FlowTestsService) {}

  @Get()
  @MinRole('viewer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'listFlowTests', summary: "A hydrant's flow tests, latest first" })
  @ApiOkResponse({ type: [FlowTestDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  listFlowTests(@Param('id', HYDRANT_ID) id: number): Promise<FlowTestDto[]> {
    return this.flowTests.list(id);
  }

  @Post()
  @MinRole('inspector')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    operationId: 'createFlowTest',
    summary: "Record a flow test: the server computes and stores its results; the hydrant's flowRate follows its latest test",
  })
  @ApiCreatedResponse({ type: FlowTestDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse(FORBIDDEN)
  createFlowTest(@Param('id', HYDRANT_ID) id: number, @Body() body: CreateFlowTestDto): Promise<FlowTestDto> {
    return this.flowTests.create(id, body);
  }

  @Delete(':testId')
  @MinRole('officer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam(ID_PARAM)
  @ApiParam({ name: 'testId', type: 'integer', description: 'FlowTestDto.id' })
  @ApiOperation({
    operationId: 'deleteFlowTest',
    summary: 'Delete a flow test (the hydrant is rated from its latest remaining test)',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse(FORBIDDEN)
  deleteFlowTest(@Param('id', HYDRANT_ID) id: number, @Param('testId', TEST_ID) testId: number): Promise<void> {
    return this.flowTests.remove(id, testId);
  }
}

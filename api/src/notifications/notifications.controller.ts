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
import {
  CreatedNotificationTargetDto,
  CreateNotificationTargetDto,
  NOTIFICATION_MESSAGES,
  NotificationSettingsDto,
} from './dto/notification.dto.js';
import { NotificationsService } from './notifications.service.js';

const FORBIDDEN = { type: ErrorResponseDto, description: 'Admins only; demo access is read-only' };
const TARGET_ID = new ParseIdPipe(NOTIFICATION_MESSAGES.notFound);

@ApiTags('notifications')
@MinRole('admin')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    operationId: 'getNotificationSettings',
    summary: 'Whether SMTP is set, the e-mail and webhook targets, and the latest deliveries',
  })
  @ApiOkResponse({ type: NotificationSettingsDto })
  @ApiForbiddenResponse(FORBIDDEN)
  getNotificationSettings(): Promise<NotificationSettingsDto> {
    return this.notifications.settings();
  }

  @Post('targets')
  @ApiOperation({
    operationId: 'addNotificationTarget',
    summary: 'Add an e-mail address or a webhook URL (a webhook gets its signing secret, shown this once)',
  })
  @ApiCreatedResponse({ type: CreatedNotificationTargetDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse(FORBIDDEN)
  addNotificationTarget(@Body() body: CreateNotificationTargetDto): Promise<CreatedNotificationTargetDto> {
    return this.notifications.addTarget(body.kind, body.address);
  }

  @Delete('targets/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOperation({ operationId: 'removeNotificationTarget', summary: 'Remove a target (its unsent deliveries go with it)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "'Notification target not found'" })
  @ApiForbiddenResponse(FORBIDDEN)
  removeNotificationTarget(@Param('id', TARGET_ID) id: number): Promise<void> {
    return this.notifications.removeTarget(id);
  }
}

import { TextField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { PageQueryDto } from '../../maintenance/dto/schedule-query.dto.js';
import { QueryBooleanField, QueryEnumField, QueryIdField } from '../../maintenance/dto/maintenance-fields.js';
import { ALERT_MESSAGES as A, ALERT_PRIORITIES, ALERT_TYPES } from '../alert.constants.js';
import type { AlertPriority, AlertType } from '../alert.constants.js';

/** GET /api/alerts: unacknowledged ones urgent first then newest; acknowledged ones most recently acknowledged first. */
export class ListAlertsQueryDto extends PageQueryDto {
  @QueryBooleanField(A.acknowledged, 'false: the active list; true: the acknowledged list; omit for all (newest first).')
  acknowledged?: boolean;

  @QueryEnumField(ALERT_TYPES, 'AlertType', A.alertType)
  alertType?: AlertType;

  @QueryEnumField(ALERT_PRIORITIES, 'AlertPriority', A.priority)
  priority?: AlertPriority;

  @QueryIdField(A.hydrantId, 'Only this hydrant (HydrantDto.id).')
  hydrantId?: number;
}

/** PATCH /api/alerts/{id}/acknowledge. The server records the signed-in user's name, whatever is sent. */
export class AcknowledgeAlertDto {
  @TextField('nullable', 200, { invalid: A.acknowledgedBy })
  acknowledgedBy?: string | null;
}

import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { DateField, TextField } from '../../hydrants/dto/hydrant-field.decorators.js';
import type { Presence } from '../../hydrants/dto/hydrant-field.decorators.js';
import { EQUIPMENT_MESSAGES as M, EQUIPMENT_STATUSES } from '../equipment.constants.js';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** The field rules of the add and edit forms (SPEC §5 Equipment form); `mode` is required (add) or optional (edit). */
export const EquipmentFields = {
  name: (mode: Presence) => TextField(mode, 200, { required: M.nameRequired, invalid: M.nameText }, 'SCBA Pack 12'),
  type: (mode: Presence) => TextField(mode, 100, { required: M.typeRequired, invalid: M.typeText }, 'scba'),
  serialNumber: (mode: Presence) =>
    TextField(mode, 100, { required: M.serialNumberRequired, invalid: M.serialNumberText }, 'MSA-G1-004512'),
  location: (mode: Presence) =>
    TextField(mode, 300, { required: M.locationRequired, invalid: M.locationText }, 'Station 1, Engine 1'),
  assignedTo: (mode: Presence) =>
    TextField(mode, 200, { required: M.assignedToRequired, invalid: M.assignedToText }, 'Engine Company 1'),
  nextMaintenance: (mode: Presence) =>
    applyDecorators(trim, DateField(mode, { required: M.nextMaintenanceRequired, invalid: M.nextMaintenanceDate })),
  purchaseDate: (mode: Presence) =>
    applyDecorators(trim, DateField(mode, { required: M.purchaseDateRequired, invalid: M.purchaseDateDate })),
  warranty: (mode: Presence) =>
    TextField(mode, 300, { required: M.warrantyRequired, invalid: M.warrantyText }, '5 years, until 2029-06-30'),
  notes: () => TextField('nullable', 10_000, { invalid: M.notesText }),
  status: (description?: string) =>
    applyDecorators(
      ApiProperty({ enum: EQUIPMENT_STATUSES, enumName: 'EquipmentStatus', required: false, description }),
      ValidateIf((_object, value) => value !== undefined),
      IsIn(EQUIPMENT_STATUSES, { message: M.status }),
    ),
  serviceIntervalMonths: (description: string) =>
    applyDecorators(
      ApiProperty({ type: 'integer', minimum: 1, maximum: 120, nullable: true, required: false, example: 12, description }),
      IsOptional(),
      IsInt({ message: M.serviceInterval }),
      Min(1, { message: M.serviceInterval }),
      Max(120, { message: M.serviceInterval }),
    ),
};

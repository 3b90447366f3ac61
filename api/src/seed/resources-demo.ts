import type { EntityManager } from 'typeorm';
import { buildResourcesDemo } from './resources-demo-data.js';

/**
 * Loads the resources demo data (roster, equipment with service logs, a 24/48 rotation)
 * inside the demo seed's transaction. Rows whose badge or serial number exists already
 * are skipped; the rotation is only set while the department has none.
 */
export async function seedResourcesDemo(manager: EntityManager, today?: Date): Promise<{ personnel: number; equipment: number }> {
  const data = buildResourcesDemo(today);
  const people = await manager.query<unknown[]>(
    `INSERT INTO personnel (name, rank, badge, department, status, phone_number, email, certifications, assigned_zone, platoon,
                            shift_start, shift_end, shift_start_date, shift_end_date, notes)
     SELECT name, rank, badge, department, status, phone_number, email, certifications, assigned_zone, platoon,
            shift_start, shift_end, shift_start_date, shift_end_date, notes
     FROM jsonb_to_recordset($1::jsonb) AS r(name varchar, rank varchar, badge varchar, department varchar, status varchar,
          phone_number varchar, email varchar, certifications jsonb, assigned_zone varchar, platoon varchar, shift_start time,
          shift_end time, shift_start_date date, shift_end_date date, notes text)
     ON CONFLICT DO NOTHING RETURNING id`,
    [JSON.stringify(data.personnel)],
  );
  const items = await manager.query<Array<{ id: number; serial_number: string }>>(
    `INSERT INTO equipment (name, type, serial_number, location, status, assigned_to, next_maintenance, purchase_date, warranty,
                            notes, service_interval_months)
     SELECT name, type, serial_number, location, status, assigned_to, next_maintenance, purchase_date, warranty, notes,
            service_interval_months
     FROM jsonb_to_recordset($1::jsonb) AS r(name varchar, type varchar, serial_number varchar, location varchar,
          status varchar, assigned_to varchar, next_maintenance date, purchase_date date, warranty varchar, notes text,
          service_interval_months smallint)
     ON CONFLICT DO NOTHING RETURNING id, serial_number`,
    [JSON.stringify(data.equipment.map((item) => ({ ...item, services: undefined })))],
  );
  const idOf = new Map(items.map((row) => [row.serial_number, row.id]));
  const services = data.equipment.flatMap((item) =>
    idOf.has(item.serial_number) ? item.services.map((s) => ({ ...s, equipment_id: idOf.get(item.serial_number) })) : [],
  );
  await manager.query(
    `INSERT INTO equipment_services (equipment_id, service_date, performed_by, kind, result, notes, cost)
     SELECT equipment_id, service_date, performed_by, kind, result, notes, cost
     FROM jsonb_to_recordset($1::jsonb) AS r(equipment_id int, service_date date, performed_by varchar, kind varchar,
          result varchar, notes text, cost numeric)`,
    [JSON.stringify(services)],
  );
  await manager.query(
    `UPDATE department_settings SET rotation_pattern = '24/48', rotation_cycle = '{A,B,C}', platoon_a_date = $1,
       minimum_staffing = $2, version = version + 1, updated_at = now()
     WHERE id = 1 AND rotation_pattern = 'none'`,
    [data.rotation.platoonADate, data.rotation.minimumStaffing],
  );
  return { personnel: people.length, equipment: items.length };
}

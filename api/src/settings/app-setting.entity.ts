import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A server-wide setting shared by every API process (e.g. the generated session secret). */
@Entity({ name: 'app_settings' })
export class AppSetting {
  @PrimaryColumn({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  value: string;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-in attempts for one key (lower-cased username + client address) within the current window. */
@Entity({ name: 'login_failures' })
export class LoginFailure {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'integer' })
  count: number;

  @Column({ name: 'first_failed_at', type: 'timestamptz' })
  firstFailedAt: Date;
}

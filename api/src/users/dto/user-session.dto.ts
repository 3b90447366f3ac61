import { ApiProperty } from '@nestjs/swagger';

/** One signed-in session of a user, as its owner sees it. */
export class UserSessionDto {
  @ApiProperty({ description: 'The session’s handle (not its cookie): use it to end the session', example: '3f2a…' })
  id: string;

  @ApiProperty({ description: 'This is the session making the request' })
  current: boolean;

  @ApiProperty({ description: 'Browser and system, from the User-Agent at sign-in', example: 'Chrome 131 on Windows' })
  browser: string;

  @ApiProperty({ type: String, nullable: true, description: 'Client address at sign-in', example: '203.0.113.7' })
  address: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Sign-in time (null: unknown)' })
  startedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'Last request, to within a minute' })
  lastActiveAt: string;
}

/** What an administrator's "end sessions" did. */
export class EndedSessionsDto {
  @ApiProperty({ type: 'integer', description: 'How many sessions ended' })
  ended: number;
}

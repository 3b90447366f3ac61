import { ApiProperty } from '@nestjs/swagger';

/** Body of every 4xx/5xx answer except validation errors. */
export class ErrorResponseDto {
  @ApiProperty({ example: 401 })
  statusCode: number;

  @ApiProperty({ example: 'Authentication required' })
  message: string;

  @ApiProperty({ required: false, example: 'Unauthorized' })
  error?: string;
}

/** Body of a 400 from validation: every message, and the first message per field. */
export class ValidationErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ type: [String], example: ['Please enter both username and password.'] })
  message: string[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { username: 'Please enter both username and password.' },
  })
  errors: Record<string, string>;
}

import { BadRequestException } from '@nestjs/common';
import { IsInt, IsNotEmpty, IsString, Max, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { createValidationPipe } from './validation.js';

class Reading {
  @IsInt({ message: 'pressure must be a whole number' })
  @Max(500)
  pressure: number;
}

class Sample {
  @IsString()
  @IsNotEmpty({ message: 'Hydrant ID is required' })
  hydrantId: string;

  @ValidateNested()
  @Type(() => Reading)
  reading: Reading;
}

async function errorOf(value: unknown): Promise<Record<string, unknown>> {
  try {
    await createValidationPipe().transform(value, { type: 'body', metatype: Sample });
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as Record<string, unknown>;
  }
  throw new Error('expected a validation error');
}

describe('validation pipe', () => {
  it('reports only the "required" message for a missing value, per field', async () => {
    const body = await errorOf({ reading: { pressure: 10 } });
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ['Hydrant ID is required'],
      errors: { hydrantId: 'Hydrant ID is required' },
    });
  });

  it('names nested fields with a dotted path and lists every message', async () => {
    const body = await errorOf({ hydrantId: 'H-1', reading: { pressure: 900.5 } });
    expect(body.errors).toEqual({ 'reading.pressure': expect.any(String) });
    expect(body.message).toEqual(
      expect.arrayContaining(['pressure must be a whole number', 'pressure must not be greater than 500']),
    );
  });

  it('rejects unknown properties', async () => {
    const body = await errorOf({ hydrantId: 'H-1', reading: { pressure: 1 }, extra: 1 });
    expect(body.errors).toEqual({ extra: 'property extra should not exist' });
  });
});

import { BadRequestException, ConflictException, NotFoundException, PreconditionFailedException } from '@nestjs/common';
import { expectedVersion, ifMatchVersion, StaleVersionException, versionCondition, whyNoRow } from './record-version.js';

const req = (headers: Record<string, string | undefined>) => ({ headers });

describe('record versions', () => {
  it('reads If-Match as a strong or weak version tag; * or none names no version', () => {
    expect(ifMatchVersion('"3"')).toBe(3);
    expect(ifMatchVersion(' W/"12" ')).toBe(12);
    expect(ifMatchVersion('*')).toBeUndefined();
    expect(ifMatchVersion(undefined)).toBeUndefined();
  });

  it.each(['3', '"abc"', '"0"', '"-1"', '"1.5"', '"3", "4"', '"99999999999"', 'W/3'])('refuses If-Match %s with 412', (value) => {
    expect(() => ifMatchVersion(value)).toThrow(PreconditionFailedException);
  });

  it('takes the version from If-Match or the body, and refuses two different ones', () => {
    expect(expectedVersion(req({ 'if-match': '"2"' }), {})).toBe(2);
    expect(expectedVersion(req({}), { version: 4 })).toBe(4);
    expect(expectedVersion(req({ 'if-match': '"4"' }), { version: 4 })).toBe(4);
    expect(expectedVersion(req({}), { name: 'x' })).toBeUndefined();
    expect(expectedVersion(req({}), undefined)).toBeUndefined();
    expect(() => expectedVersion(req({ 'if-match': '"3"' }), { version: 4 })).toThrow(BadRequestException);
  });

  it('adds the version condition only when a version is expected', () => {
    const params: unknown[] = [7];
    expect(versionCondition(undefined, params)).toBe('');
    expect(versionCondition(5, params)).toBe(' AND version = $2');
    expect(params).toEqual([7, 5]);
  });

  it('tells a missing record (404) from a stale version (409 with the current version)', () => {
    expect(() => whyNoRow(null, 'stale', () => new NotFoundException('gone'))).toThrow(NotFoundException);
    try {
      whyNoRow(6, 'This zone was changed by someone else', () => new NotFoundException('gone'));
    } catch (error) {
      expect(error).toBeInstanceOf(StaleVersionException);
      expect(error).toBeInstanceOf(ConflictException);
      expect((error as ConflictException).getResponse()).toEqual({
        statusCode: 409,
        message: 'This zone was changed by someone else',
        error: 'Conflict',
        currentVersion: 6,
      });
      return;
    }
    throw new Error('whyNoRow did not throw');
  });
});

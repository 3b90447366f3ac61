import request from 'supertest';
import type { Server } from 'node:http';
import { TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from './test-app.js';

/** An agent signed in as the administrator. */
export async function adminAgent(server: Server): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(server);
  await agent.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
  return agent;
}

/** An agent in a (read-only) demo session. */
export async function demoAgent(server: Server): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(server);
  await agent.post('/api/auth/demo').expect(200);
  return agent;
}

let counter = 0;

/**
 * A valid create payload; every call gets a new hydrantId unless one is given. An
 * out-of-service hydrant gets a reason (required) unless one is given.
 */
export function hydrantInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    hydrantId: `T-${String(counter).padStart(4, '0')}`,
    address: `${counter} Main St`,
    latitude: 39.7392,
    longitude: -104.9903,
    area: 'Downtown',
    ...(overrides.status === 'out-of-service' ? { outOfServiceReason: 'Broken valve stem' } : {}),
    ...overrides,
  };
}

/** Real 1×1 images, and bytes that only carry a format's signature. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 7),
]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40, 1),
]);

export const dataUrl = (type: string, bytes: Buffer): string => `data:${type};base64,${bytes.toString('base64')}`;

/** A JPEG data URL of exactly `length` characters (length - 23 must be a multiple of 4). */
export function jpegDataUrlOfLength(length: number, fill = 1): string {
  const prefix = 'data:image/jpeg;base64,';
  const payloadChars = length - prefix.length;
  if (payloadChars % 4 !== 0) throw new Error('payload length must be a multiple of 4');
  const bytes = Buffer.alloc((payloadChars / 4) * 3, fill);
  JPEG.copy(bytes, 0, 0, 4);
  const url = prefix + bytes.toString('base64');
  if (url.length !== length) throw new Error(`built ${url.length} characters`);
  return url;
}

/** Great-circle distance in miles with the spec's Earth radius (3958.8). */
export function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

/** Body of a 400 from validation with one field message. */
export function fieldError(field: string, message: string) {
  return expect.objectContaining({ statusCode: 400, errors: expect.objectContaining({ [field]: message }) });
}

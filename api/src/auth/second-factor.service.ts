import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { DataSource } from 'typeorm';
import { SessionCacheListener } from '../session/session-cache-listener.service.js';
import { SessionMiddlewareFactory } from '../session/session-middleware.factory.js';
import { fieldError } from '../users/users-admin.service.js';
import { PRODUCT_ISSUER, SECOND_FACTOR_MESSAGES } from './second-factor.constants.js';

/** How many recovery codes a user gets at enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/** A sign-in's password step is good for this long before the code must follow. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/** A code of the step before or after the current one still counts (clock drift of the phone). */
const EPOCH_TOLERANCE_SECONDS = 30;

/** A typed TOTP code: six digits (spaces allowed between). */
const TOTP_PATTERN = /^\d{6}$/;

/** A recovery code: ten letters and digits, shown as xxxxx-xxxxx (case and dash optional when typed). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface SignInChallenge {
  userId: number;
  username: string;
}

function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Two-factor sign-in with TOTP (RFC 6238): enrolment (a pending secret, confirmed with a
 * code, then ten single-use recovery codes shown once), the check at sign-in (a TOTP code
 * is accepted once: its time step must be later than the last one used; a recovery code is
 * spent in the same statement that accepts it), and the signed challenge that carries a
 * sign-in from its password step to its code step. The secret is stored encrypted
 * (AES-256-GCM, key derived from the session secret); recovery codes as SHA-256 hashes
 * (they are 50 random bits each, so a fast hash is enough, like API tokens).
 */
@Injectable()
export class SecondFactorService {
  private keys: Promise<{ encryption: Buffer; challenge: Buffer }> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionMiddlewareFactory,
    private readonly sessionCache: SessionCacheListener,
  ) {}

  private derivedKeys(): Promise<{ encryption: Buffer; challenge: Buffer }> {
    this.keys ??= this.sessions.secret().then((secret) => ({
      encryption: createHmac('sha256', secret).update('hydrant second factor secret v1').digest(),
      challenge: createHmac('sha256', secret).update('hydrant second factor challenge v1').digest(),
    }));
    return this.keys;
  }

  private async encrypt(plain: string): Promise<string> {
    const { encryption } = await this.derivedKeys();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', encryption, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  }

  private async decrypt(stored: string): Promise<string> {
    const { encryption } = await this.derivedKeys();
    const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', encryption, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }

  async status(userId: number): Promise<SecondFactorStatus> {
    const [row] = await this.dataSource.query<Array<{ enabled_at: Date | null; left: number }>>(
      `SELECT u.second_factor_enabled_at AS enabled_at,
              (SELECT count(*)::int FROM user_recovery_codes c WHERE c.user_id = u.id AND c.used_at IS NULL) AS left
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    const enabledAt = row?.enabled_at ?? null;
    return {
      enabled: enabledAt !== null,
      enabledAt: enabledAt ? new Date(enabledAt).toISOString() : null,
      recoveryCodesLeft: enabledAt ? (row?.left ?? 0) : 0,
    };
  }

  /** A new pending secret (replacing any earlier pending one); 409 when the user already has a confirmed factor. */
  async startEnrolment(user: { id: number; username: string }): Promise<{ secret: string; otpauthUri: string }> {
    const secret = generateSecret();
    const ciphertext = await this.encrypt(secret);
    const rows = await this.dataSource.query<Array<{ user_id: number }>>(
      `INSERT INTO user_second_factors AS f (user_id, secret_ciphertext) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = excluded.secret_ciphertext, last_used_step = NULL,
         version = f.version + 1, updated_at = now()
       WHERE f.confirmed_at IS NULL
       RETURNING user_id`,
      [user.id, ciphertext],
    );
    if (rows.length === 0) throw new ConflictException(SECOND_FACTOR_MESSAGES.alreadyEnabled);
    return { secret, otpauthUri: generateURI({ issuer: PRODUCT_ISSUER, label: user.username, secret }) };
  }

  /** Confirms the pending secret with a code from the app; answers the ten recovery codes (shown once). */
  async confirmEnrolment(userId: number, code: string): Promise<string[]> {
    return this.sessionCache.cache.afterUserChange(userId, this.confirmInTransaction(userId, code));
  }

  private confirmInTransaction(userId: number, code: string): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const [factor] = await manager.query<Array<{ secret_ciphertext: string; confirmed_at: Date | null }>>(
        `SELECT secret_ciphertext, confirmed_at FROM user_second_factors WHERE user_id = $1 FOR UPDATE`,
        [userId],
      );
      if (!factor) throw fieldError('code', SECOND_FACTOR_MESSAGES.noEnrolment);
      if (factor.confirmed_at) throw new ConflictException(SECOND_FACTOR_MESSAGES.alreadyEnabled);
      const step = await this.matchingStep(await this.decrypt(factor.secret_ciphertext), code);
      if (step === null) throw fieldError('code', SECOND_FACTOR_MESSAGES.wrongEnrolmentCode);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await manager.query(
        `UPDATE user_second_factors SET confirmed_at = now(), last_used_step = $2, version = version + 1, updated_at = now()
         WHERE user_id = $1`,
        [userId, step],
      );
      await manager.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
      await manager.query(`INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
        userId,
        codes.map(hashRecoveryCode),
      ]);
      await manager.query(
        `UPDATE users SET second_factor_enabled_at = now(), version = version + 1, updated_at = now() WHERE id = $1`,
        [userId],
      );
      return codes;
    });
  }

  /**
   * Checks a sign-in's code: a TOTP code of a later time step than the last accepted one, or
   * an unused recovery code (spent here). True when accepted.
   */
  async verifySignIn(userId: number, code: string): Promise<{ ok: boolean; recoveryCode: boolean }> {
    const typed = code.replace(/\s/g, '');
    if (TOTP_PATTERN.test(typed)) {
      const [factor] = await this.dataSource.query<Array<{ secret_ciphertext: string }>>(
        `SELECT secret_ciphertext FROM user_second_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL`,
        [userId],
      );
      if (!factor) return { ok: false, recoveryCode: false };
      const step = await this.matchingStep(await this.decrypt(factor.secret_ciphertext), typed);
      if (step === null) return { ok: false, recoveryCode: false };
      const accepted = await this.dataSource.query<Array<{ user_id: number }>>(
        `UPDATE user_second_factors SET last_used_step = $2
         WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING user_id`,
        [userId, step],
      );
      return { ok: updatedCount(accepted) > 0, recoveryCode: false };
    }
    const spent = await this.dataSource.query<Array<{ id: number }>>(
      `UPDATE user_recovery_codes SET used_at = now()
       WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [userId, hashRecoveryCode(typed)],
    );
    return { ok: updatedCount(spent) > 0, recoveryCode: true };
  }

  /** The time step the code belongs to, or null when it matches none in the tolerated window. */
  private async matchingStep(secret: string, code: string): Promise<number | null> {
    const token = code.replace(/\s/g, '');
    if (!TOTP_PATTERN.test(token)) return null;
    const result = await verify({ secret, token, epochTolerance: EPOCH_TOLERANCE_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** A signed, short-lived token naming the user whose password was right (the code step sends it back). */
  async challengeFor(user: SignInChallenge, now: number = Date.now()): Promise<string> {
    const payload = Buffer.from(JSON.stringify({ u: user.userId, n: user.username, e: now + CHALLENGE_TTL_MS })).toString(
      'base64url',
    );
    return `${payload}.${await this.challengeMac(payload)}`;
  }

  /** The challenge's user, or null when it is forged or expired. */
  async readChallenge(token: string, now: number = Date.now()): Promise<SignInChallenge | null> {
    const [payload, mac] = token.split('.');
    if (!payload || !mac) return null;
    const expected = Buffer.from(await this.challengeMac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: unknown; n: unknown; e: unknown };
      if (typeof parsed.u !== 'number' || typeof parsed.n !== 'string' || typeof parsed.e !== 'number') return null;
      return parsed.e > now ? { userId: parsed.u, username: parsed.n } : null;
    } catch {
      return null;
    }
  }

  private async challengeMac(payload: string): Promise<string> {
    const { challenge } = await this.derivedKeys();
    return createHmac('sha256', challenge).update(payload).digest('base64url');
  }
}

/** TypeORM's postgres driver answers UPDATE ... RETURNING with [rows, count]. */
function updatedCount(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[1];
  }
  return Array.isArray(result) ? result.length : 0;
}

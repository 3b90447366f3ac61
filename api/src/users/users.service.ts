import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { Repository } from 'typeorm';
import { User } from './user.entity.js';

/** Users and their passwords (argon2id). */
@Injectable()
export class UsersService {
  /** Hash of a random secret, verified against when the username is unknown so timing does not reveal it. */
  private dummyHash: Promise<string> | undefined;

  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  hashPassword(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOne({ where: { username } });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** Checks a password against a user's hash (false for an unknown user). */
  async passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await this.findById(userId);
    return user?.passwordHash ? argon2.verify(user.passwordHash, password).catch(() => false) : false;
  }

  /** The user when username and password match and the user is not disabled, otherwise null. */
  async verifyCredentials(username: string, password: string): Promise<User | null> {
    const user = await this.findByUsername(username);
    if (!user?.passwordHash) {
      // Unknown, or a directory user (no password): the same work as a wrong password.
      this.dummyHash ??= this.hashPassword(`unknown-user-${Math.random()}`);
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return null;
    }
    const ok = await argon2.verify(user.passwordHash, password).catch(() => false);
    // A disabled user is refused like a wrong password (after the same work, so timing tells nothing).
    return ok && !user.disabled ? user : null;
  }
}

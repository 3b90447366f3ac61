import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Server-wide settings kept in app_settings, shared by every API process. */
@Injectable()
export class SettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(name: string): Promise<string | undefined> {
    const rows = await this.dataSource.query<
      Array<{
        value: string;
      }>
    >('SELECT value FROM app_settings WHERE name = $1', [name]);
    return rows[0]?.value;
  }

  /** Stores `candidate` unless a value exists already, and returns the stored value (first writer wins). */
  async getOrInit(name: string, candidate: () => string): Promise<string> {
    await this.dataSource.query('INSERT INTO app_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      candidate(),
    ]);
    const value = await this.get(name);
    if (value === undefined) throw new Error(`Setting ${name} vanished right after it was written`);
    return value;
  }
}

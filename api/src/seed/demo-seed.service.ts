import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { seedDemoData } from './demo-seed.js';

/**
 * Whether the API loads the demo data set at start: SEED_DEMO_DATA=true or false decides;
 * unset, only on the embedded PostgreSQL (the quick-start trial), never on a DATABASE_URL site.
 */
export function wantsDemoSeed(config: Pick<AppConfig, 'seedDemoData' | 'usesEmbeddedDatabase'>): boolean {
  return config.seedDemoData ?? config.usesEmbeddedDatabase;
}

/**
 * Seeds the demo data at start when wanted, the registry is empty and it was never seeded
 * in this database before (so a registry the staff emptied stays empty after a restart).
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!wantsDemoSeed(this.config)) return;
    try {
      const result = await seedDemoData(this.dataSource, { onlyIfNeverSeeded: true });
      if (result.status === 'seeded') {
        this.logger.log(`Loaded the demo data set: ${result.hydrants} hydrants in Springfield, IL and ${result.zones} zones`);
      } else if (result.status === 'seeded-before') {
        this.logger.log(`Demo data was loaded into this database before (${result.at}); not loading it again`);
      } else {
        this.logger.log('The registry already holds data; demo data not loaded');
      }
    } catch (error) {
      // Asked for explicitly: fail the start. The quick-start default must not stop the console.
      if (this.config.seedDemoData === true) throw error;
      this.logger.error(`Loading the demo data set failed: ${(error as Error).message}`);
    }
  }
}

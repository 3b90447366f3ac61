import { expect, type Locator, type Page } from '@playwright/test';

/** What GET /api/analytics answers (the fields the screen shows). */
export interface AnalyticsData {
  generatedAt: string;
  hydrants: { total: number; operational: number; maintenance: number; outOfService: number };
  cards: {
    operationalRate: number;
    avgResponseTime: { minutes: number | null; changePercent: number | null };
    criticalAlerts: number;
    maintenanceCompliance: number;
  };
  performance: { inspectionEfficiency: number; maintenanceTimeliness: number; systemReliability: number };
  riskAreas: { area: string; nonOperational: number; total: number }[];
  operations: {
    completedThisMonth: number;
    scheduledTasks: number;
    overdueTasks: number;
    activeAlerts: number;
    criticalAlerts: number;
    operationalHydrants: number;
  };
  systemHealth: {
    database: { status: string; latencyMs: number };
    alertCheck: { status: string };
    integrity: { status: string; failing: number };
  };
  charts: {
    monthly: { month: string; inspections: number; maintenanceCompleted: number }[];
    byStatus: { status: string; count: number }[];
    byFlowClass: { flowClass: string; count: number }[];
    openAlertsByType: { alertType: string; count: number }[];
  };
}

/** A percentage as the screen writes it: at most one decimal. */
export const percentText = (value: number) => `${Number(value.toFixed(1))}%`;

/** System Analytics (/analytics). */
export class AnalyticsPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'System Analytics' });
  }

  /** Opens the screen and returns the analytics answer the screen itself received. */
  async goto(): Promise<AnalyticsData> {
    const answer = this.page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/analytics' && r.request().method() === 'GET',
    );
    await this.page.goto('/analytics');
    const response = await answer;
    expect(response.status()).toBe(200);
    await expect(this.heading).toBeVisible();
    await expect(this.card('card-operational-rate')).toBeVisible();
    return (await response.json()) as AnalyticsData;
  }

  card(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** A card's big figure (antd Statistic value). */
  value(testId: string): Locator {
    return this.card(testId).locator('.ant-statistic-content');
  }

  chart(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** Opens a chart's data table and returns its rows' cells, header cell first. */
  async chartTable(testId: string): Promise<string[][]> {
    const chart = this.chart(testId);
    await chart.getByText('Show data table').click();
    const table = chart.getByRole('table');
    await expect(table).toBeVisible();
    return table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? '')));
  }
}

import type { TestApp } from './test-app.js';

/** The database's today plus `offsetDays`, as YYYY-MM-DD (the server's rules use current_date). */
export async function dbDay(t: TestApp, offsetDays = 0): Promise<string> {
  const [row] = await t.sql<{ day: string }>(`SELECT to_char(current_date + $1::int, 'YYYY-MM-DD') AS day`, [offsetDays]);
  return row.day;
}

/** A day-offset function bound to the database's today (read once). */
export async function dayFn(t: TestApp): Promise<(offsetDays?: number) => string> {
  const base = await dbDay(t);
  return (offsetDays = 0) => {
    const d = new Date(`${base}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offsetDays);
    return d.toISOString().slice(0, 10);
  };
}

import ICAL from 'ical.js';
import request from 'supertest';
import { adminAgent, demoAgent } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { CALENDAR_MESSAGES as M } from './calendar.constants.js';

type Agent = ReturnType<typeof request.agent>;

interface Day {
  date: string;
  platoonOnDuty: string | null;
  onDuty: number;
  belowMinimum: boolean;
  total: number;
  counts: { active: number; offDuty: number; training: number; onCall: number };
  people: Array<{ id: number; name: string; dayStatus: string; status: string }>;
}

/** Every day from `first` to `last` inclusive. */
function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${first}T00:00:00Z`); d <= new Date(`${last}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/** The 24/48 platoon of a day, counted from a day platoon A works, in plain JS. */
function platoonOf(day: string, anchor: string): string {
  const diff = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${anchor}T00:00:00Z`)) / 86_400_000);
  return ['A', 'B', 'C'][((diff % 3) + 3) % 3];
}

describe('calendar (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let demo: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    demo = await demoAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    await t.sql('DELETE FROM personnel');
    await t.sql(
      `UPDATE department_settings SET rotation_pattern = 'none', rotation_cycle = '{}', platoon_a_date = NULL, minimum_staffing = 0`,
    );
  });

  let badge = 0;
  async function add(overrides: Record<string, unknown>): Promise<number> {
    badge += 1;
    const res = await admin
      .post('/api/personnel')
      .send({ rank: 'Firefighter', badge: `B-${badge}`, department: 'Station 1', ...overrides })
      .expect(201);
    return res.body.id as number;
  }

  const month = async (query: string): Promise<{ body: { days: Day[] } & Record<string, unknown> }> =>
    admin.get(`/api/calendar/month?${query}`).expect(200);

  it("applies SPEC's shift-date rule without a rotation: off-duty outside both dates, own status otherwise", async () => {
    await add({ name: 'Dated', status: 'training', shiftStartDate: '2026-03-10', shiftEndDate: '2026-03-20' });
    await add({ name: 'Start only', status: 'active', shiftStartDate: '2026-03-15' });
    await add({ name: 'Always', status: 'on-call' });
    const { body } = await month('month=2026-03');
    expect(body).toMatchObject({ month: '2026-03', rotationPattern: 'none', minimumStaffing: 0 });
    expect(body.counters).toEqual({ total: 3, active: 1, offDuty: 0, training: 1, onCall: 1 });
    expect(body.days).toHaveLength(31);
    const statusOf = (day: Day, name: string) => day.people.find((p) => p.name === name)?.dayStatus;
    for (const day of body.days) {
      expect(day.platoonOnDuty).toBeNull();
      expect(day.total).toBe(3);
      const inRange = day.date >= '2026-03-10' && day.date <= '2026-03-20';
      expect(statusOf(day, 'Dated')).toBe(inRange ? 'training' : 'off-duty');
      expect(statusOf(day, 'Start only')).toBe('active'); // only one date: the rule does not apply
      expect(statusOf(day, 'Always')).toBe('on-call');
      expect(day.onDuty).toBe(1);
      expect(day.belowMinimum).toBe(false);
    }
    // The range edges are inclusive.
    expect(statusOf(body.days[9], 'Dated')).toBe('training');
    expect(statusOf(body.days[8], 'Dated')).toBe('off-duty');
    expect(statusOf(body.days[19], 'Dated')).toBe('training');
    expect(statusOf(body.days[20], 'Dated')).toBe('off-duty');
  });

  it('applies the 24/48 platoon rule across a month boundary and a leap day, then the shift-date rule', async () => {
    await admin
      .put('/api/department-settings')
      .send({ rotationPattern: '24/48', platoonADate: '2028-02-27', minimumStaffing: 2 })
      .expect(200);
    await add({ name: 'Alpha', platoon: 'A', status: 'active', assignedZone: 'Zone 1' });
    await add({ name: 'Bravo', platoon: 'B', status: 'active', assignedZone: 'Zone 2' });
    await add({ name: 'Charlie', platoon: 'C', status: 'training', assignedZone: 'Zone 2' });
    await add({ name: 'Charlie Two', platoon: 'C', status: 'active', shiftStartDate: '2028-03-01', shiftEndDate: '2028-03-31' });
    await add({ name: 'Day Crew', status: 'active' });

    const feb = (await month('month=2028-02')).body;
    const mar = (await month('month=2028-03')).body;
    expect(feb.days.map((d) => d.date)).toEqual(daysBetween('2028-02-01', '2028-02-29'));
    expect(mar.days.map((d) => d.date)).toEqual(daysBetween('2028-03-01', '2028-03-31'));
    const days = [...feb.days, ...mar.days];
    for (const day of days) expect(day.platoonOnDuty).toBe(platoonOf(day.date, '2028-02-27'));
    // Counted backwards before the anchor too, and straight over 29 February into March.
    expect(days.slice(24, 32).map((d) => `${d.date.slice(5)} ${d.platoonOnDuty}`)).toEqual([
      '02-25 B',
      '02-26 C',
      '02-27 A',
      '02-28 B',
      '02-29 C',
      '03-01 A',
      '03-02 B',
      '03-03 C',
    ]);

    const status = async (date: string, name: string): Promise<string | undefined> => {
      const res = await admin.get(`/api/calendar/day?date=${date}&pageSize=100`).expect(200);
      return (res.body.items as Day['people']).find((p) => p.name === name)?.dayStatus;
    };
    expect(await status('2028-02-29', 'Charlie')).toBe('training'); // C on duty: own status
    expect(await status('2028-02-29', 'Alpha')).toBe('off-duty');
    expect(await status('2028-03-01', 'Alpha')).toBe('active');
    expect(await status('2028-02-29', 'Bravo')).toBe('off-duty');
    // Platoon C on 29 Feb, but outside Charlie Two's shift dates (SPEC rule after the platoon rule).
    expect(await status('2028-02-29', 'Charlie Two')).toBe('off-duty');
    expect(await status('2028-03-03', 'Charlie Two')).toBe('active');
    expect(await status('2028-03-01', 'Charlie Two')).toBe('off-duty'); // A's day
    // No platoon: SPEC's rule alone (always active, so always in the cell).
    for (const day of days) expect(day.people.find((p) => p.name === 'Day Crew')?.dayStatus).toBe('active');

    // Minimum staffing 2: Alpha/Bravo days have 2 on duty (platoon member + Day Crew); C days before March only Day Crew.
    const byDate = new Map(days.map((d) => [d.date, d]));
    expect(byDate.get('2028-02-27')).toMatchObject({ onDuty: 2, belowMinimum: false });
    expect(byDate.get('2028-02-29')).toMatchObject({ onDuty: 1, belowMinimum: true });
    expect(byDate.get('2028-03-03')).toMatchObject({ onDuty: 2, belowMinimum: false });
    expect(feb).toMatchObject({ rotationPattern: '24/48', minimumStaffing: 2 });

    // On-duty first in the cell, at most 3 people, total and counts over everyone shown.
    const d27 = byDate.get('2028-02-27')!;
    expect(d27.total).toBe(5);
    expect(d27.people).toHaveLength(3);
    expect(d27.people.slice(0, 2).map((p) => p.name)).toEqual(['Alpha', 'Day Crew']);
    expect(d27.counts).toEqual({ active: 2, offDuty: 3, training: 0, onCall: 0 });

    // Filters: zone and day status; onDuty stays the whole roster's.
    const zone2 = (await month('month=2028-02&zone=Zone%202')).body;
    const z29 = zone2.days.find((d) => d.date === '2028-02-29')!;
    expect(z29).toMatchObject({ total: 2, onDuty: 1, belowMinimum: true });
    expect(zone2.counters).toEqual({ total: 2, active: 1, offDuty: 0, training: 1, onCall: 0 });
    const unassigned = (await month('month=2028-02&zone=unassigned')).body;
    expect(unassigned.days[0].total).toBe(2);
    const working = (await month('month=2028-02&status=active')).body;
    expect(working.days.find((d) => d.date === '2028-02-28')!.people.map((p) => p.name)).toEqual(['Bravo', 'Day Crew']);
  });

  it('a custom cycle: the given platoons in turn from the date platoon A works', async () => {
    await admin
      .put('/api/department-settings')
      .send({
        rotationPattern: 'custom',
        rotationCycle: ['A', 'A', 'B', 'B', 'C', 'C'],
        platoonADate: '2026-05-01',
        minimumStaffing: 0,
      })
      .expect(200);
    const { body } = await month('month=2026-05');
    expect(body.days.slice(0, 8).map((d) => d.platoonOnDuty)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'A', 'A']);
    const april = (await month('month=2026-04')).body;
    expect(april.days.slice(-2).map((d) => d.platoonOnDuty)).toEqual(['C', 'C']);
  });

  it("one day's people, paged, on duty first", async () => {
    await admin
      .put('/api/department-settings')
      .send({ rotationPattern: '24/48', platoonADate: '2026-01-01', minimumStaffing: 3 })
      .expect(200);
    for (const [name, platoon] of [
      ['Zed', 'A'],
      ['Amy', 'B'],
      ['Ben', 'A'],
      ['Cat', null],
    ] as const) {
      await add({ name, platoon });
    }
    const res = await admin.get('/api/calendar/day?date=2026-01-01&pageSize=2').expect(200);
    expect(res.body).toMatchObject({
      date: '2026-01-01',
      platoonOnDuty: 'A',
      onDuty: 3,
      minimumStaffing: 3,
      belowMinimum: false,
      total: 4,
    });
    expect(res.body.items.map((p: { name: string; dayStatus: string }) => `${p.name} ${p.dayStatus}`)).toEqual([
      'Ben active',
      'Cat active',
    ]);
    const next = await admin.get('/api/calendar/day?date=2026-01-01&pageSize=2&page=2').expect(200);
    expect(next.body.items.map((p: { name: string; dayStatus: string }) => `${p.name} ${p.dayStatus}`)).toEqual([
      'Zed active',
      'Amy off-duty',
    ]);
    const day2 = await admin.get('/api/calendar/day?date=2026-01-02&status=active').expect(200);
    expect(day2.body).toMatchObject({ platoonOnDuty: 'B', onDuty: 2, belowMinimum: true, total: 2 });
  });

  it('exports the month as iCalendar: one all-day event per on-duty day of each person shown', async () => {
    await admin
      .put('/api/department-settings')
      .send({ rotationPattern: '24/48', platoonADate: '2028-02-27', minimumStaffing: 0 })
      .expect(200);
    const alpha = await add({
      name: 'Alpha Smith',
      rank: 'Captain',
      platoon: 'A',
      assignedZone: 'Zone 4',
      shiftStart: '07:00',
      shiftEnd: '07:00',
    });
    await add({ name: 'Trainee', platoon: 'A', status: 'training' });
    await add({ name: 'Bravo', platoon: 'B', assignedZone: 'Zone 1' });

    const res = await admin.get('/api/calendar/month.ics?month=2028-02').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="personnel-calendar-2028-02.ics"');
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const alphaDays = daysBetween('2028-02-01', '2028-02-29').filter((d) => platoonOf(d, '2028-02-27') === 'A');
    const bravoDays = daysBetween('2028-02-01', '2028-02-29').filter((d) => platoonOf(d, '2028-02-27') === 'B');
    expect(events).toHaveLength(alphaDays.length + bravoDays.length); // the trainee is never on duty
    const alphaEvents = events.filter((e) => e.summary === 'Alpha Smith on duty');
    expect(alphaEvents.map((e) => e.startDate.toString())).toEqual(alphaDays);
    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      const end = event.startDate.clone();
      end.adjust(1, 0, 0, 0);
      expect(event.endDate.compare(end)).toBe(0);
    }
    const first = alphaEvents[0];
    expect(first.uid).toBe(`personnel-${alpha}-${alphaDays[0]}@hydrant-console.local`);
    expect(first.description).toContain('Rank: Captain');
    expect(first.description).toContain('Zone: Zone 4');
    expect(first.description).toContain('Platoon: A');
    expect(first.location).toBe('Zone 4');
    // 29 February (platoon C) has no event.
    expect(events.some((e) => e.startDate.toString() === '2028-02-29')).toBe(false);

    const zone1 = await admin.get('/api/calendar/month.ics?month=2028-02&zone=Zone%201').expect(200);
    const zoneEvents = new ICAL.Component(ICAL.parse(zone1.text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(new Set(zoneEvents.map((e) => e.summary))).toEqual(new Set(['Bravo on duty']));
    const own = await admin.get(`/api/calendar/month.ics?month=2028-02&personnelId=${alpha}`).expect(200);
    const ownEvents = new ICAL.Component(ICAL.parse(own.text)).getAllSubcomponents('vevent');
    expect(ownEvents).toHaveLength(alphaDays.length);
  });

  it('department settings: read, replace with versions, messages, 24/48 stored as A, B, C', async () => {
    const initial = await admin.get('/api/department-settings').expect(200);
    expect(initial.body).toMatchObject({ rotationPattern: 'none', rotationCycle: [], platoonADate: null, minimumStaffing: 0 });
    const v = initial.body.version as number;
    const set = await admin
      .put('/api/department-settings')
      .set('If-Match', `"${v}"`)
      .send({ rotationPattern: '24/48', platoonADate: '2026-01-01', minimumStaffing: 4 })
      .expect(200);
    expect(set.body).toMatchObject({
      rotationPattern: '24/48',
      rotationCycle: ['A', 'B', 'C'],
      platoonADate: '2026-01-01',
      minimumStaffing: 4,
      version: v + 1,
    });
    expect(set.headers.etag).toBe(`"${v + 1}"`);
    const stale = await admin
      .put('/api/department-settings')
      .send({ rotationPattern: 'none', minimumStaffing: 0, version: v })
      .expect(409);
    expect(stale.body).toMatchObject({ message: M.changedBySomeoneElse, currentVersion: v + 1 });

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rotationPattern: 'weekly', minimumStaffing: 0 }, 'rotationPattern', M.rotationPattern],
      [{ rotationPattern: '24/48', minimumStaffing: 0 }, 'platoonADate', M.platoonADateRequired],
      [{ rotationPattern: '24/48', platoonADate: '2026-02-30', minimumStaffing: 0 }, 'platoonADate', M.platoonADate],
      [{ rotationPattern: 'custom', platoonADate: '2026-01-01', minimumStaffing: 0 }, 'rotationCycle', M.rotationCycle],
      [
        { rotationPattern: 'custom', rotationCycle: ['A', 'X'], platoonADate: '2026-01-01', minimumStaffing: 0 },
        'rotationCycle',
        M.rotationCycle,
      ],
      [
        { rotationPattern: 'custom', rotationCycle: ['B', 'A'], platoonADate: '2026-01-01', minimumStaffing: 0 },
        'rotationCycle',
        M.rotationCycleStart,
      ],
      [{ rotationPattern: 'none', minimumStaffing: -1 }, 'minimumStaffing', M.minimumStaffing],
      [{ rotationPattern: 'none', minimumStaffing: 2.5 }, 'minimumStaffing', M.minimumStaffing],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.put('/api/department-settings').send(body).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
    const none = await admin.put('/api/department-settings').send({ rotationPattern: 'none', minimumStaffing: 0 }).expect(200);
    expect(none.body).toMatchObject({ rotationCycle: [], platoonADate: null });
  });

  it('refuses bad calendar queries with field messages', async () => {
    for (const [path, field, message] of [
      ['/api/calendar/month', 'month', M.monthRequired],
      ['/api/calendar/month?month=2026-13', 'month', M.month],
      ['/api/calendar/month?month=2026-1', 'month', M.month],
      ['/api/calendar/month?month=2026-01&status=away', 'status', M.status],
      ['/api/calendar/month?month=2026-01&zone=Zone%207', 'zone', 'Zone must be unassigned or Zone 1 to Zone 5'],
      ['/api/calendar/month.ics?month=x', 'month', M.month],
      ['/api/calendar/month.ics?month=2026-01&personnelId=0', 'personnelId', M.personnelId],
      ['/api/calendar/day', 'date', M.dateRequired],
      ['/api/calendar/day?date=2026-02-29', 'date', M.date],
    ]) {
      const res = await admin.get(path).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
  });

  it('needs a session (401); demo reads work and the settings write is 403', async () => {
    for (const path of [
      '/api/calendar/month?month=2026-01',
      '/api/calendar/day?date=2026-01-01',
      '/api/calendar/month.ics?month=2026-01',
      '/api/department-settings',
    ]) {
      await request(t.server).get(path).expect(401);
      await demo.get(path).expect(200);
    }
    const res = await demo.put('/api/department-settings').send({ rotationPattern: 'none', minimumStaffing: 0 }).expect(403);
    expect(res.body.message).toBe('Demo access is read-only');
  });
});

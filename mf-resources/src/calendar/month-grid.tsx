import { Grid, theme } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { rankEmoji } from '../personnel/rank';
import { PERSONNEL_STATUS, personnelStatusLabel } from '../personnel/personnel-constants';
import { WEEKDAYS, WEEKDAY_NAMES, longDate, monthGrid, monthTitle } from './calendar-grid';
import type { CalendarDay, CalendarPerson } from './calendar-types';
import './month-grid.css';

/** Read by screen readers, not shown. */
const HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** SPEC §9: people shown in a day cell. */
export const CELL_PEOPLE = 3;

const firstWord = (s: string) => s.trim().split(/\s+/)[0] ?? '';
const surname = (name: string) => name.trim().split(/\s+/).slice(-1)[0] ?? name;

function PersonLine({ person }: { person: CalendarPerson }) {
  const color = PERSONNEL_STATUS[person.dayStatus]?.text ?? '#595959';
  return (
    <span
      data-testid="cell-person"
      data-day-status={person.dayStatus}
      title={`${person.name} (${person.rank}): ${personnelStatusLabel(person.dayStatus)}`}
      style={{
        display: 'block',
        fontSize: 12,
        lineHeight: '18px',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        color,
        borderInlineStart: `3px solid ${color}`,
        paddingInlineStart: 3,
        textAlign: 'start',
      }}
    >
      <span aria-hidden="true">{rankEmoji(person.rank)}</span>
      {` ${firstWord(person.rank)} ${surname(person.name)}`}
    </span>
  );
}

/** On a phone, a person of a day is a dot of their day status colour (the names do not fit). */
function PersonDot({ person }: { person: CalendarPerson }) {
  const color = PERSONNEL_STATUS[person.dayStatus]?.text ?? '#595959';
  return (
    <span
      data-testid="cell-person"
      data-day-status={person.dayStatus}
      style={{ width: 8, height: 8, borderRadius: '50%', background: color, display: 'inline-block' }}
    >
      <span style={HIDDEN}>{`${person.name} (${person.rank}): ${personnelStatusLabel(person.dayStatus)}`}</span>
    </span>
  );
}

/**
 * The month (SPEC §2): Sunday first, today highlighted, up to 3 people per day and
 * '+N more', the platoon on duty and days below minimum staffing (DECISIONS §10).
 * Hovering or focusing a day shows it below; a click pins it, a second click unpins it.
 */
export function MonthGrid({
  month,
  days,
  today,
  pinned,
  onHover,
  onPin,
}: {
  month: string;
  days: Map<string, CalendarDay>;
  today: string;
  pinned: string | null;
  onHover: (date: string | null) => void;
  onPin: (date: string) => void;
}) {
  const { token } = theme.useToken();
  const compact = Grid.useBreakpoint().md === false;
  return (
    <table
      data-testid="month-grid"
      style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}
      onMouseLeave={() => onHover(null)}
    >
      <caption style={HIDDEN}>{monthTitle(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d, i) => (
            <th
              key={d}
              scope="col"
              abbr={WEEKDAY_NAMES[i]}
              style={{ padding: 4, fontWeight: 600, color: token.colorTextSecondary }}
            >
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0].date}>
            {week.map((cell) => {
              const day = cell.inMonth ? days.get(cell.date) : undefined;
              const people = day?.people ?? [];
              const count = day?.total ?? people.length;
              const more = count - Math.min(people.length, CELL_PEOPLE);
              const isToday = cell.date === today;
              const isPinned = cell.date === pinned;
              if (!cell.inMonth)
                return (
                  <td
                    key={cell.date}
                    style={{
                      border: `1px solid ${token.colorBorderSecondary}`,
                      background: token.colorFillQuaternary,
                      verticalAlign: 'top',
                      padding: 4,
                      color: token.colorTextTertiary,
                    }}
                  >
                    <span aria-hidden="true">{cell.day}</span>
                  </td>
                );
              const context = [
                isToday ? 'today' : '',
                day?.platoonOnDuty ? `platoon ${day.platoonOnDuty} on duty` : '',
                `${count} personnel`,
                day?.belowMinimum ? 'below minimum staffing' : '',
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <td
                  key={cell.date}
                  data-date={cell.date}
                  data-today={isToday || undefined}
                  data-pinned={isPinned || undefined}
                  data-below-minimum={day?.belowMinimum || undefined}
                  style={{
                    border: `1px solid ${token.colorBorderSecondary}`,
                    verticalAlign: 'top',
                    padding: 0,
                    background: isPinned ? token.colorInfoBg : day?.belowMinimum ? '#fff7e6' : undefined,
                    outline: isToday ? `2px solid ${token.colorPrimary}` : undefined,
                    outlineOffset: -2,
                  }}
                >
                  <button
                    type="button"
                    aria-pressed={isPinned}
                    aria-current={isToday ? 'date' : undefined}
                    onMouseEnter={() => onHover(cell.date)}
                    onFocus={() => onHover(cell.date)}
                    onClick={() => onPin(cell.date)}
                    className="calendar-day"
                    style={{ minHeight: compact ? 64 : 104 }}
                  >
                    <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
                      <span style={HIDDEN}>{`${longDate(cell.date)}, ${context}: `}</span>
                      <span
                        aria-hidden="true"
                        style={{
                          fontWeight: isToday ? 700 : 500,
                          color: isToday ? token.colorPrimary : token.colorText,
                        }}
                      >
                        {cell.day}
                      </span>
                      <span style={{ display: 'inline-flex', gap: 2, alignItems: 'center' }}>
                        {day?.belowMinimum ? (
                          <WarningFilled aria-hidden="true" style={{ color: '#c62828' }} data-testid="below-minimum" />
                        ) : null}
                        {day?.platoonOnDuty ? (
                          <span
                            data-testid="day-platoon"
                            style={{
                              fontSize: 11,
                              fontWeight: 600,
                              padding: '0 4px',
                              borderRadius: 4,
                              background: token.colorFillSecondary,
                              color: token.colorText,
                            }}
                          >
                            {compact ? day.platoonOnDuty : `Plt ${day.platoonOnDuty}`}
                          </span>
                        ) : null}
                      </span>
                    </span>
                    {compact ? (
                      <span style={{ display: 'flex', gap: 3, flexWrap: 'wrap', margin: '4px 0 2px' }}>
                        {people.slice(0, CELL_PEOPLE).map((p) => (
                          <PersonDot key={p.id} person={p} />
                        ))}
                      </span>
                    ) : (
                      people.slice(0, CELL_PEOPLE).map((p) => <PersonLine key={p.id} person={p} />)
                    )}
                    {more > 0 ? (
                      <span
                        data-testid="cell-more"
                        style={{ display: 'block', fontSize: 12, color: token.colorTextSecondary }}
                      >
                        +{more} more
                      </span>
                    ) : null}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export { CalendarPage as default } from './calendar-page';

/**
 * The Help Center's topics (SPEC §2 Help): the ten SPEC names, written for this
 * console's screens and their labels. Each has a category, content, numbered steps and
 * tips; `keywords` are searched too (help-search.ts) but not shown.
 */
export interface HelpTopic {
  id: string;
  title: string;
  category: string;
  content: string;
  steps: string[];
  tips: string[];
  keywords: string[];
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    category: 'Basics',
    content:
      'HydrantOps keeps your hydrant registry, inspections, maintenance, alerts, equipment, personnel and reports in one place. Every screen is reached from the sidebar; the Dashboard shows the whole registry at a glance.',
    steps: [
      'Sign in with the username and password your administrator gave you, or choose Use Demo Access for a 2-hour, read-only trial.',
      'Open the Dashboard to see the Operational, Maintenance, Out of Service and Total counters, the Hydrant Locations map and the Hydrant Registry.',
      'Use the search box and the status filter above the registry to find hydrants; the list pages through the whole registry with Previous and Next.',
      'Pick a screen in the sidebar: Analytics, Hydrant Map, Zones, Maintenance, Alerts, Equipment, Personnel, Calendar, Reports or Help.',
      'Sign Out from the bottom of the sidebar when you are done.',
    ],
    tips: [
      'A demo session shows a banner with the minutes left; every change is disabled and the buttons say why.',
      'Your session ends after a period without activity; sign in again to continue.',
    ],
    keywords: ['login', 'sign in', 'demo', 'dashboard', 'sidebar', 'navigation', 'overview', 'start'],
  },
  {
    id: 'add-hydrant',
    title: 'Adding a Hydrant',
    category: 'Hydrants',
    content:
      'New hydrants are added from the Dashboard with the Add New Fire Hydrant dialog. Hydrant ID, Address, Latitude, Longitude and Area are required; readings, inspection details, checklist, notes and photos are optional.',
    steps: [
      'On the Dashboard, click Add New Hydrant.',
      'Enter the Hydrant ID (for example H-0351; each ID can be used only once), the Address and the Area.',
      'Enter Latitude and Longitude, or click Use My Location to fill them from your device.',
      'Choose the Status (a new hydrant is Operational unless you change it) and add Pressure (PSI) and Flow Rate (GPM) if you have them.',
      'Add the Last Inspection date, Inspector, Inspection Checklist items, Notes and up to 5 photos, then click Add Hydrant.',
    ],
    tips: [
      'Photos are resized in your browser before upload; only image files (JPG, PNG, GIF) up to 5 MB each are accepted.',
      'The flow rate sets the hydrant\u2019s NFPA 291 class (AA, A, B or C) shown in its details and on the map.',
      'To change a hydrant later, use the edit action in its registry row; to record an inspection of many hydrants at once, use Bulk Inspection.',
    ],
    keywords: ['new hydrant', 'create', 'register', 'photo', 'coordinates', 'location', 'bulk inspection', 'edit'],
  },
  {
    id: 'scheduling-maintenance',
    title: 'Scheduling Maintenance',
    category: 'Maintenance',
    content:
      'The Maintenance screen has four tabs: Dashboard, Schedules, Alerts and History. Work is scheduled for a hydrant, started by a technician and completed with what was done; completed work is kept in the Maintenance History Log.',
    steps: [
      'Open Maintenance and click Schedule Maintenance.',
      'Select the hydrant, the scheduled date (today or later), the type (routine, repair, inspection or emergency) and the priority, and describe the work.',
      'Optionally assign a person and an estimated duration in minutes, then save: the task appears as upcoming when it is due within 7 days, and as overdue once its date has passed.',
      'When work begins, click Start Work and enter the technician name.',
      'When it ends, click Complete Work: describe the work performed, add findings, parts, cost, duration, up to 10 photos and the next maintenance date.',
    ],
    tips: [
      'Completing as incomplete requires a description of the issues found and creates a follow-up task a week later, so nothing is forgotten; the task then offers Log Issues and Mark Complete.',
      'Completing an inspection-type task updates the hydrant\u2019s last inspection date.',
      'A next maintenance date schedules the next task for the same hydrant automatically.',
    ],
    keywords: ['schedule', 'work order', 'start work', 'complete', 'history', 'overdue', 'technician', 'repair'],
  },
  {
    id: 'creating-zones',
    title: 'Creating Zones',
    category: 'Maps',
    content:
      'Zones outline districts, response areas or inspection routes on the map. They are saved on the server and shown with the hydrants inside them.',
    steps: [
      'Open Zones and click Add Zone to enter drawing mode.',
      'Click on the map to add the zone\u2019s corners; Undo Point removes the last one.',
      'Give the zone a name and pick one of the eight colours.',
      'Click Save Zone once the outline has at least 3 points and a name; Cancel discards the drawing.',
      'Select a zone in the list to see its details, and use Edit to rename, recolour, reshape or delete it.',
    ],
    tips: [
      'Get My Location centres the map on where you are before you draw.',
      'The Zone Summary shows how many hydrants each zone holds.',
    ],
    keywords: ['zone', 'draw', 'polygon', 'district', 'area', 'boundary', 'map', 'colour', 'color'],
  },
  {
    id: 'managing-alerts',
    title: 'Managing Alerts',
    category: 'Alerts',
    content:
      'The server raises alerts by itself: when a hydrant goes out of service or needs maintenance, when scheduled work becomes overdue, and when a hydrant has not been inspected for over a year. The Alert Management Center lists them by priority.',
    steps: [
      'Open Alerts to see the Active Alerts, Critical Alerts, Maintenance and Inspections counters and the active list.',
      'Read each alert\u2019s priority, type, hydrant and time.',
      'Click Acknowledge once someone is handling it: your name and the time are recorded and the alert moves to the resolved list.',
      'Delete an alert that is no longer needed.',
    ],
    tips: [
      'Critical means an unacknowledged alert of urgent or high priority.',
      'When the cause goes away (the hydrant is back in service, the work is done, the hydrant is inspected) the system resolves the alert itself.',
      'The same alerts appear on the Alerts tab of the Maintenance screen. When nothing is open you see \u2018All Clear!\u2019.',
    ],
    keywords: ['alert', 'acknowledge', 'critical', 'priority', 'notification', 'overdue', 'out of service'],
  },
  {
    id: 'equipment-tracking',
    title: 'Equipment Tracking',
    category: 'Resources',
    content:
      'Equipment Management keeps the inventory of pumps, hoses, ladders, SCBA, cameras and safety gear, with status, location, the person it is assigned to and its next maintenance date.',
    steps: [
      'Open Equipment to see the total, operational, in maintenance and out of service counters.',
      'Search by name, serial number or location, or filter by status and type.',
      'Open the Add New Equipment dialog and fill in name, type, serial number, location, assigned to, next maintenance, purchase date and warranty, then click Add Equipment.',
      'Use the view, edit and delete actions on each card; deleting asks for confirmation first.',
      'Open an item\u2019s details and click Record service: its next maintenance date moves on by the type\u2019s service interval.',
    ],
    tips: [
      'Serial numbers are unique: the same serial number cannot be added twice.',
      'Items whose next maintenance date has passed are counted as service overdue.',
    ],
    keywords: ['equipment', 'inventory', 'scba', 'hose', 'ladder', 'pump', 'serial', 'service', 'warranty'],
  },
  {
    id: 'personnel-and-shifts',
    title: 'Personnel and Shifts',
    category: 'Resources',
    content:
      'Personnel Management holds the roster: rank, badge, department, status, contact details, certifications, zone and shift. The Personnel Calendar shows who is on duty each day of the month.',
    steps: [
      'Open Personnel and the Add New Personnel dialog; name, rank, badge number and department are required. Save with Add Personnel.',
      'Set the status (active, off-duty, training or on-call), the assigned zone, shift times and dates, and type certifications separated by commas.',
      'Search by name, badge or rank and filter by status or department.',
      'Open Calendar for the month grid: hover a day to see who works, click it to pin the day, click again to unpin.',
      'Use the arrows to change month, Today to come back, the zone and status filters to narrow the list, and Export calendar (.ics) to add the month to your own calendar.',
    ],
    tips: [
      'A person with shift start and end dates is off duty on days outside them.',
      'Certifications that have expired or expire within 60 days are marked.',
      'A day cell shows up to 3 people and \u2018+N more\u2019.',
    ],
    keywords: ['personnel', 'staff', 'roster', 'shift', 'calendar', 'badge', 'rank', 'platoon', 'certification'],
  },
  {
    id: 'generating-reports',
    title: 'Generating Reports',
    category: 'Reports',
    content:
      'The Report Generator builds a report in four steps and downloads it as a text file and a PDF. Raw Data Export on the same screen downloads the registry as CSV, Excel, JSON or GeoJSON, or a Full Backup.',
    steps: [
      'Open Reports. In step 1 choose the report type (Hydrant Inspection, Maintenance Activity, NFPA Compliance, Operational Status or ISO Readiness) and enter a title.',
      'In step 2 set the date range, tick the areas to include and, if you wish, specific hydrants.',
      'In step 3 choose the sections: summary, details and recommendations are on by default; photos and maintenance are off.',
      'In step 4 check the preview and click Generate & Download Report, or download the PDF.',
      'For raw data, pick a format under Raw Data Export.',
    ],
    tips: [
      'The report button stays disabled until a type is chosen and a title entered.',
      'The date range filters maintenance records by their completed date.',
      'Analytics shows the same figures as live cards and charts.',
    ],
    keywords: ['report', 'pdf', 'export', 'csv', 'excel', 'json', 'geojson', 'backup', 'download', 'iso', 'nfpa'],
  },
  {
    id: 'mobile-usage',
    title: 'Mobile Usage',
    category: 'Basics',
    content:
      'HydrantOps works in the browser of a phone or tablet. On screens narrower than 1024 px the sidebar becomes a menu that slides in from the side.',
    steps: [
      'Tap the menu button in the top bar to open the sidebar, then tap a screen; the menu closes by itself.',
      'Close the menu without choosing with its close button or by tapping the dark overlay.',
      'On a phone the Dashboard shows hydrants as a list instead of a table.',
      'On the Hydrant Map, tap Get My Location to search around where you stand, and open a hydrant\u2019s popup for directions in your maps app.',
    ],
    tips: [
      'Allow location access in your browser for Get My Location and Use My Location to work.',
      'Add the console to your home screen for one-tap access.',
    ],
    keywords: ['mobile', 'phone', 'tablet', 'menu', 'drawer', 'location', 'gps', 'directions', 'field'],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    category: 'Support',
    content: 'Most problems come from an ended session, missing location permission or a module that could not load.',
    steps: [
      'If you are sent back to the login screen, your session ended: sign in again (demo sessions end after 2 hours).',
      'If a screen says its module is unavailable, click retry; the other screens keep working.',
      'If location does not work, allow location access for this site in your browser settings and try again.',
      'If the map shows only a simple outline basemap, the street tiles cannot be reached from your network; hydrants are still shown.',
      'If a save is refused because the record changed, reload it to see the latest values and make your change again.',
    ],
    tips: [
      'Buttons that are disabled with a \u2018Demo access is read-only\u2019 tooltip need a staff account.',
      'Report the problem to your administrator with the time and the message you saw.',
    ],
    keywords: ['problem', 'error', 'login', 'session', 'offline', 'map', 'location', 'unavailable', 'support'],
  },
];

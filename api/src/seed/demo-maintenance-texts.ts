/** Names and work descriptions of the demo maintenance (demo-maintenance.ts). */

export const TECHNICIANS = ['R. Alvarez', 'M. Chen', 'D. Okafor', 'S. Patel', 'J. Novak', 'L. Brooks'];
export const OFFICERS = ['Capt. Rivera', 'Lt. Harper', 'Chief Daniels'];

export const WORK: Record<
  string,
  Array<{ task: string; done: string; parts: string | null; minutes: [number, number]; cost: [number, number] }>
> = {
  routine: [
    {
      task: 'Flush hydrant and lubricate operating nut',
      done: 'Flushed 10 minutes until clear; lubricated operating nut and caps',
      parts: 'Food-grade grease',
      minutes: [25, 50],
      cost: [0, 15],
    },
    {
      task: 'Repaint barrel and bonnet',
      done: 'Scraped, primed and repainted barrel; bonnet repainted to flow-class colour',
      parts: 'Hydrant enamel (1 qt)',
      minutes: [60, 120],
      cost: [20, 45],
    },
    {
      task: 'Clear vegetation around hydrant',
      done: 'Cut back shrubs to 3 ft clearance; reset marker pole',
      parts: null,
      minutes: [20, 45],
      cost: [0, 0],
    },
  ],
  repair: [
    {
      task: 'Replace worn cap gasket',
      done: 'Replaced pumper cap gasket and nozzle cap chain',
      parts: 'Cap gasket, chain',
      minutes: [30, 60],
      cost: [18, 40],
    },
    {
      task: 'Repair slow leak at main valve',
      done: 'Replaced main valve seat and O-rings; tested under pressure, no leaks',
      parts: 'Valve seat kit, O-rings',
      minutes: [90, 180],
      cost: [120, 260],
    },
    {
      task: 'Replace missing reflective marker',
      done: 'Installed new blue reflective pavement marker and snow pole',
      parts: 'Reflective marker, snow pole',
      minutes: [15, 30],
      cost: [12, 30],
    },
  ],
  emergency: [
    {
      task: 'Vehicle strike: assess and bag hydrant',
      done: 'Isolated hydrant at the gate valve, bagged as out of service, notified water department',
      parts: 'OOS bag',
      minutes: [45, 90],
      cost: [0, 25],
    },
    {
      task: 'Frozen barrel: thaw and check drain valve',
      done: 'Thawed barrel with steam; drain valve cleared and tested',
      parts: null,
      minutes: [60, 150],
      cost: [40, 120],
    },
  ],
  inspection: [
    {
      task: 'Annual inspection and flow test',
      done: 'Visual inspection, operated valve, static and residual pressure recorded',
      parts: null,
      minutes: [20, 40],
      cost: [0, 0],
    },
  ],
};

export const ISSUES = [
  'Operating nut rounded; needs a replacement nut before the valve can be exercised',
  'Gate valve will not fully close; water department crew required',
  'Replacement parts on back order',
  'Access blocked by construction fencing',
];

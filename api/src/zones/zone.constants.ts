/** SPEC §3: the 8 zone colours, in the order the Zones screen cycles through them. */
export const ZONE_COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'teal'] as const;
export type ZoneColorName = (typeof ZONE_COLORS)[number];

export const ZONE_MESSAGES = {
  nameRequired: 'Zone name is required',
  nameTooLong: 'Zone name must be at most 100 characters',
  color: 'Color must be one of red, blue, green, yellow, purple, orange, pink, teal',
  description: 'Description must be text of at most 2000 characters',
  tooFewPoints: 'A zone needs at least 3 points',
  tooManyPoints: 'A zone has at most 1000 points',
  pointShape: 'Each point must be a [latitude, longitude] pair of numbers',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  personnel: 'Assigned personnel must be a list of names (each at most 200 characters)',
  notFound: 'Zone not found',
  changedBySomeoneElse: 'This zone was changed by someone else',
} as const;

export const ZONE_NAME_MAX = 100;
export const ZONE_DESCRIPTION_MAX = 2000;
export const ZONE_POINTS_MAX = 1000;
export const ZONE_PERSON_MAX = 200;

/** Limits and messages of flow-test input (DECISIONS §9: one message per field). */
export const MAX_OUTLETS = 8;
export const MAX_PRESSURE_PSI = 300;
export const MAX_DIAMETER_IN = 12;

export const FLOW_TEST_MESSAGES = {
  testDateRequired: 'Test date is required',
  testDate: 'Test date must be a date (YYYY-MM-DD)',
  testerRequired: 'Tester is required',
  tester: 'Tester must be text of at most 200 characters',
  residualHydrantRequired: 'Test hydrant is required',
  residualHydrant: 'Test hydrant must be a hydrant of the registry',
  staticPressureRequired: 'Static pressure is required',
  staticPressure: `Static pressure must be a number of PSI above 0 and at most ${MAX_PRESSURE_PSI}`,
  residualPressureRequired: 'Residual pressure is required',
  residualPressure: `Residual pressure must be a number of PSI from 0 to ${MAX_PRESSURE_PSI}`,
  desiredResidual: `Residual pressure to rate at must be a number of PSI from 0 to ${MAX_PRESSURE_PSI}`,
  outlets: `Add 1 to ${MAX_OUTLETS} flowing outlets`,
  pitotRequired: 'Pitot pressure is required',
  pitot: `Pitot pressure must be a number of PSI from 0 to ${MAX_PRESSURE_PSI}`,
  diameterRequired: 'Outlet diameter is required',
  diameter: `Outlet diameter must be a number of inches above 0 and at most ${MAX_DIAMETER_IN}`,
  coefficientRequired: 'Outlet coefficient is required',
  coefficient: 'Outlet coefficient must be 0.90, 0.80 or 0.70',
  notes: 'Notes must be text of at most 2000 characters',
  notFound: 'Flow test not found',
} as const;

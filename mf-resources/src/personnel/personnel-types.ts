/** The personnel screens' view of the API's types (mapped from the generated ones in personnel-api.ts). */
export interface Certification {
  name: string;
  /** 'YYYY-MM-DD' or null: no expiry */
  expiresOn?: string | null;
}

export interface Person {
  id: number;
  name: string;
  rank: string;
  badge: string;
  department: string;
  status: string;
  phoneNumber?: string | null;
  email?: string | null;
  certifications: Certification[];
  assignedZone?: string | null;
  platoon?: string | null;
  shiftStart?: string | null;
  shiftEnd?: string | null;
  shiftStartDate?: string | null;
  shiftEndDate?: string | null;
  notes?: string | null;
  version?: number;
}

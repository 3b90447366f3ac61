/** Name of the application database inside the embedded PostgreSQL. */
export const APP_DATABASE_NAME = 'hydrant';

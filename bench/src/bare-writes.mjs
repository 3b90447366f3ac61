// The bare server's writes, for the 200-session load bench only (load-bench.mjs sends the
// same requests to both servers). They do what the load bench asks of a hydrant write at the
// least cost: one INSERT / UPDATE / DELETE statement (the database's own triggers still run:
// earth column, out-of-service periods, audit), the row read back with the API's query.
// What the API does besides and they do not: validation of every field, the transaction
// around the write and its read-back, the out-of-service reason and alert rules, photos, the
// audit actor. Fields outside WRITABLE are ignored.

/** An answer other than 2xx, with the API's error body. */
export class HttpError extends Error {
  constructor(statusCode, message, error, extra = {}) {
    super(message);
    this.body = { statusCode, message, error, ...extra };
  }
}
export const notFound = () => new HttpError(404, 'Hydrant not found', 'Not Found');

const WRITABLE = [
  ['hydrantId', 'hydrant_id'],
  ['address', 'address'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['area', 'area'],
  ['inspector', 'inspector'],
  ['notes', 'notes'],
  ['pressure', 'pressure'],
];

const conflict = (currentVersion) =>
  new HttpError(409, 'This hydrant was changed by someone else', 'Conflict', { currentVersion });

export function bareWrites(pool, queries) {
  const db = { query: async (sql, params) => (await pool.query(sql, params)).rows };

  async function refuse(id) {
    const { rows } = await pool.query('SELECT version FROM hydrants WHERE id = $1', [id]);
    throw rows.length === 0 ? notFound() : conflict(rows[0].version);
  }

  return {
    async create(body) {
      const fields = WRITABLE.filter(([field]) => body[field] !== undefined);
      const { rows } = await pool.query(
        `INSERT INTO hydrants (${fields.map(([, column]) => column).join(', ')}, status)
         VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')}, 'operational') RETURNING id`,
        fields.map(([field]) => body[field]),
      );
      return queries.getHydrant(db, rows[0].id);
    },

    async update(id, body, expected) {
      const params = [id];
      const sets = ['updated_at = now()', 'version = version + 1'];
      for (const [field, column] of WRITABLE) {
        if (body[field] === undefined) continue;
        params.push(body[field]);
        sets.push(`${column} = $${params.length}`);
      }
      if (expected !== undefined) params.push(expected);
      const condition = expected === undefined ? '' : ` AND version = $${params.length}`;
      const { rowCount } = await pool.query(`UPDATE hydrants SET ${sets.join(', ')} WHERE id = $1${condition}`, params);
      if (rowCount === 0) await refuse(id);
      return queries.getHydrant(db, id);
    },

    async remove(id, expected) {
      const params = expected === undefined ? [id] : [id, expected];
      const { rowCount } = await pool.query(
        `DELETE FROM hydrants WHERE id = $1${expected === undefined ? '' : ' AND version = $2'}`,
        params,
      );
      if (rowCount === 0) await refuse(id);
    },
  };
}

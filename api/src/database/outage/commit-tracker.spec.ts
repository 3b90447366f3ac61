import type { NextFunction, Request, Response } from 'express';
import type { QueryRunner } from 'typeorm';
import { markMayHaveCommitted, mayHaveCommitted, noteStatement, trackCommits } from './commit-tracker.js';

const inTransaction = { isTransactionActive: true } as QueryRunner;
const outside = { isTransactionActive: false } as QueryRunner;

/** Runs `statements` as one request would send them and says whether it may have committed. */
function afterRequest(statements: [string, QueryRunner | undefined][]): boolean {
  let answer: boolean | undefined;
  trackCommits()(
    {} as Request,
    {} as Response,
    (() => {
      for (const [query, runner] of statements) noteStatement(query, runner);
      answer = mayHaveCommitted();
    }) as NextFunction,
  );
  return answer!;
}

describe('commit tracker (what a retry after an outage may run again)', () => {
  it('a request that sent nothing, or only reads, has committed nothing', () => {
    expect(afterRequest([])).toBe(false);
    expect(afterRequest([['SELECT * FROM hydrants WHERE id = $1', outside]])).toBe(false);
  });

  it('writes inside a transaction whose COMMIT was never sent have committed nothing', () => {
    expect(
      afterRequest([
        ['START TRANSACTION', outside],
        ['INSERT INTO hydrants (hydrant_id) VALUES ($1)', inTransaction],
        ['UPDATE hydrants SET status = $1', inTransaction],
      ]),
    ).toBe(false);
  });

  it('a COMMIT sent, or a write outside a transaction, may have committed', () => {
    expect(
      afterRequest([
        ['START TRANSACTION', outside],
        ['INSERT INTO zones (name) VALUES ($1)', inTransaction],
        ['COMMIT', inTransaction],
      ]),
    ).toBe(true);
    expect(afterRequest([['UPDATE hydrants SET address = $1 WHERE id = $2', outside]])).toBe(true);
    expect(afterRequest([['WITH moved AS (DELETE FROM a RETURNING *) INSERT INTO b SELECT * FROM moved', undefined]])).toBe(true);
  });

  it('work outside any request, or on a connection TypeORM does not see, is never taken as uncommitted', () => {
    expect(mayHaveCommitted()).toBe(true);
    let answer: boolean | undefined;
    trackCommits()(
      {} as Request,
      {} as Response,
      (() => {
        markMayHaveCommitted();
        answer = mayHaveCommitted();
      }) as NextFunction,
    );
    expect(answer).toBe(true);
  });
});

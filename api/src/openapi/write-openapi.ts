/**
 * Writes api/openapi.json (`npm run openapi -w @hydrant/api`). Needs no database.
 * openapi.spec.ts fails when the committed file differs from what this would write.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, OPENAPI_FILE, serializeOpenApi } from './openapi-document.js';

buildOpenApiDocument()
  .then((document) => {
    writeFileSync(OPENAPI_FILE, serializeOpenApi(document));
    process.stdout.write(`Wrote ${OPENAPI_FILE}\n`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

/**
 * JSON Schema of the CloudNativePG `Cluster` (postgresql.cnpg.io/v1) fields that
 * deploy/kubernetes/postgres-cluster.yaml uses, written from the operator's CRD
 * (https://cloudnative-pg.io/documentation/current/cloudnative-pg.v1/). Unknown fields are
 * refused, so a misspelt one fails the test instead of being ignored by a cluster.
 */
const quantity = { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?(m|Ki|Mi|Gi|Ti|k|M|G|T)?$' };
const resourceMap = { type: 'object', additionalProperties: false, properties: { cpu: quantity, memory: quantity } };

export const CNPG_CLUSTER_SCHEMA = {
  type: 'object',
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  additionalProperties: false,
  properties: {
    apiVersion: { const: 'postgresql.cnpg.io/v1' },
    kind: { const: 'Cluster' },
    metadata: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$', maxLength: 50 },
        namespace: { type: 'string' },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        annotations: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
    spec: {
      type: 'object',
      required: ['instances', 'storage'],
      additionalProperties: false,
      properties: {
        instances: { type: 'integer', minimum: 1 },
        imageName: { type: 'string', minLength: 1 },
        primaryUpdateStrategy: { enum: ['unsupervised', 'supervised'] },
        enablePDB: { type: 'boolean' },
        bootstrap: {
          type: 'object',
          additionalProperties: false,
          properties: {
            initdb: {
              type: 'object',
              additionalProperties: false,
              properties: { database: { type: 'string' }, owner: { type: 'string' } },
            },
          },
        },
        storage: {
          type: 'object',
          required: ['size'],
          additionalProperties: false,
          properties: { size: quantity, storageClass: { type: 'string' } },
        },
        resources: {
          type: 'object',
          additionalProperties: false,
          properties: { requests: resourceMap, limits: resourceMap },
        },
        postgresql: {
          type: 'object',
          additionalProperties: false,
          properties: { parameters: { type: 'object', additionalProperties: { type: 'string' } } },
        },
        monitoring: {
          type: 'object',
          additionalProperties: false,
          properties: { enablePodMonitor: { type: 'boolean' } },
        },
      },
    },
  },
} as const;

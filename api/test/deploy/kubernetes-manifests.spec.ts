import { Ajv } from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { parseAllDocuments } from 'yaml';
import { CNPG_CLUSTER_SCHEMA } from './cnpg-cluster.schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are checked field by field below */
type Manifest = Record<string, any>;

const DIR = resolve(import.meta.dirname, '..', '..', '..', 'deploy', 'kubernetes');
const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
};
const validateCluster = new Ajv({ allErrors: true }).compile(CNPG_CLUSTER_SCHEMA);

const manifestFiles = readdirSync(DIR).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const manifests: Array<{ file: string; doc: Manifest }> = manifestFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((d) => {
    if (d.errors.length > 0) throw new Error(`${file}: ${d.errors.map((e) => e.message).join('; ')}`);
    return { file, doc: d.toJSON() as Manifest };
  }),
);
const ofKind = (kind: string): Manifest[] => manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc);
const kustomization = parseAllDocuments(readFileSync(join(DIR, 'kustomization.yaml'), 'utf8'))[0].toJSON() as Manifest;

/** Throws the model's or the schema's message when a manifest does not validate. */
function validate(doc: Manifest): void {
  const key = `${doc.apiVersion}/${doc.kind}`;
  if (key === 'postgresql.cnpg.io/v1/Cluster') {
    if (!validateCluster(doc)) throw new Error(JSON.stringify(validateCluster.errors));
    return;
  }
  const Model = MODELS[key];
  if (!Model) throw new Error(`No schema for ${key}`);
  new Model(doc).validate();
}

describe('deploy/kubernetes manifests', () => {
  it('every document validates against the Kubernetes schemas (the CNPG Cluster against its CRD fields)', () => {
    expect(manifests.length).toBeGreaterThan(10);
    for (const { file, doc } of manifests) {
      expect(() => validate(doc)).not.toThrow();
      expect({ file, name: typeof doc.metadata?.name }).toEqual({ file, name: 'string' });
    }
  });

  it('the validation catches mistakes (a wrong type, a misspelt Cluster field)', () => {
    const api = structuredClone(ofKind('Deployment').find((d) => d.metadata.name === 'api')!);
    api.spec.template.spec.containers[0].ports[0].containerPort = 'three thousand';
    expect(() => validate(api)).toThrow(/containerPort/);
    const cluster = structuredClone(ofKind('Cluster')[0]);
    cluster.spec.instance = 3;
    expect(() => validate(cluster)).toThrow(/additional/);
  });

  it('kustomization lists every manifest and generates the API secret from an uncommitted file', () => {
    expect([...kustomization.resources].sort()).toEqual([...manifestFiles].sort());
    expect(kustomization.secretGenerator).toEqual([{ name: 'hydrant-api', envs: ['secrets.env'] }]);
    const example = readFileSync(join(DIR, 'secrets.env.example'), 'utf8');
    expect(example).toMatch(/^SESSION_SECRET=$/m);
    expect(example).toMatch(/^METRICS_TOKEN=$/m);
    // No secret values in the repository: no Secret manifests at all.
    expect(ofKind('Secret')).toEqual([]);
  });

  it('runs the API as a Deployment with probes on /api/health, secrets from Secrets, requests and a PDB', () => {
    const api = ofKind('Deployment').find((d) => d.metadata.name === 'api')!;
    expect(api.spec.replicas).toBeGreaterThanOrEqual(2);
    const container = api.spec.template.spec.containers[0];
    expect(container.readinessProbe.httpGet.path).toBe('/api/health');
    expect(container.livenessProbe.httpGet.path).toBe('/api/health');
    const env = Object.fromEntries(container.env.map((e: Manifest) => [e.name, e]));
    const cluster = ofKind('Cluster')[0];
    // CloudNativePG's secret for the owner of the database: <cluster>-app, key uri.
    expect(env.DATABASE_URL.valueFrom.secretKeyRef).toEqual({ name: `${cluster.metadata.name}-app`, key: 'uri' });
    expect(env.SESSION_SECRET.valueFrom.secretKeyRef).toEqual({ name: 'hydrant-api', key: 'SESSION_SECRET' });
    expect(env.METRICS_TOKEN.valueFrom.secretKeyRef.name).toBe('hydrant-api');
    expect(ofKind('PodDisruptionBudget').find((p) => p.metadata.name === 'api')!.spec.selector.matchLabels).toEqual(
      api.spec.selector.matchLabels,
    );
  });

  it('serves the five web bundles, each container with resource requests, each Service and PDB matching its pods', () => {
    const deployments = ofKind('Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
      ['api', 'mf-hydrants', 'mf-maintenance', 'mf-reports', 'mf-resources', 'shell'].sort(),
    );
    for (const d of deployments) {
      const labels = d.spec.template.metadata.labels;
      expect(labels).toEqual(expect.objectContaining(d.spec.selector.matchLabels));
      for (const c of d.spec.template.spec.containers) {
        expect({ name: d.metadata.name, requests: Object.keys(c.resources?.requests ?? {}).sort() }).toEqual({
          name: d.metadata.name,
          requests: ['cpu', 'memory'],
        });
      }
      const service = ofKind('Service').find((s) => s.metadata.name === d.metadata.name)!;
      expect(labels).toEqual(expect.objectContaining(service.spec.selector));
      const pdb = ofKind('PodDisruptionBudget').find((p) => p.metadata.name === d.metadata.name)!;
      expect(labels).toEqual(expect.objectContaining(pdb.spec.selector.matchLabels));
    }
  });

  it('routes the console through the Ingress to existing Services, but never /api/metrics to the API', () => {
    const services = new Map(ofKind('Service').map((s) => [s.metadata.name, s]));
    const paths = ofKind('Ingress').flatMap((i) => i.spec.rules.flatMap((r: Manifest) => r.http.paths as Manifest[]));
    for (const path of paths) {
      const service = services.get(path.backend.service.name);
      expect({ path: path.path, service: Boolean(service) }).toEqual({ path: path.path, service: true });
      expect(service!.spec.ports.map((p: Manifest) => p.name)).toContain(path.backend.service.port.name);
    }
    const route = (p: string): string | undefined => paths.find((x) => x.path === p)?.backend.service.name;
    expect(route('/api')).toBe('api');
    expect(route('/')).toBe('shell');
    // The exact path wins over the /api prefix: the shell's nginx answers it with 404.
    expect(paths.find((x) => x.path === '/api/metrics')).toMatchObject({
      pathType: 'Exact',
      backend: { service: { name: 'shell' } },
    });
    expect(readFileSync(resolve(DIR, '..', '..', 'docker', 'nginx', 'shell.conf.template'), 'utf8')).toContain(
      'location = /api/metrics { return 404; }',
    );
    for (const remote of ['mf-hydrants', 'mf-maintenance', 'mf-resources', 'mf-reports']) {
      expect(paths.some((x) => x.path.startsWith(`/remotes/${remote}`) && x.backend.service.name === remote)).toBe(true);
    }
  });
});

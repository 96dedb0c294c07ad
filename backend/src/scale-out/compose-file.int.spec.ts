import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CENTRE_PROJECTIONS } from '@centre/projections';
import { parse } from 'yaml';
import { USAGE as ADMIN_USAGE } from '../admin-cli.js';

// `docker compose config` cannot run here: this checks infra/ against the code instead —
// services, images, ports, env names (against infra/ENV.md and what the code reads),
// dependencies, the nginx WebSocket upgrade and the runbook's commands.
const root = path.resolve(import.meta.dirname, '../../..');
const infra = (file: string) => readFileSync(path.join(root, 'infra', file), 'utf8');

type Env = Record<string, string | number | boolean | null>;
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Env;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  networks?: Record<string, { ipv4_address?: string }> | string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const compose = parse(infra('compose.yaml'), { merge: true }) as Compose;
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`no service ${name}`);
  return found;
};
const env = (name: string): Env => service(name).environment ?? {};

/** Every environment variable the shipped code reads (specs and test helpers left out). */
const codeEnvNames = (): Set<string> => {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== 'testing' && entry !== 'node_modules') walk(full);
      } else if (entry.endsWith('.ts') && !entry.endsWith('.spec.ts')) {
        const text = readFileSync(full, 'utf8');
        for (const m of text.matchAll(/\b(?:process\.)?env(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) {
          names.add((m[1] ?? m[2])!);
        }
      }
    }
  };
  for (const pkg of ['backend/src', 'projections/src', 'contracts/src']) walk(path.join(root, pkg));
  return names;
};

/** The variables ENV.md documents: the backticked names in the first column of its tables. */
const documentedEnvNames = (): Set<string> => {
  const names = new Set<string>();
  for (const line of infra('ENV.md').split('\n')) {
    const first = /^\| ([^|]+) \|/.exec(line)?.[1];
    for (const m of first?.matchAll(/`([A-Z][A-Z0-9_]+)`/g) ?? []) names.add(m[1]!);
  }
  return names;
};

const ESDB_NODES = ['esdb-1', 'esdb-2', 'esdb-3'];
const APP_SERVICES = ['backend', 'projections'];

describe('infra/compose.yaml', () => {
  it('runs a 3-node EventStoreDB cluster whose nodes seed each other', () => {
    const addressOf = (name: string) => {
      const networks = service(name).networks;
      return Array.isArray(networks) ? undefined : networks?.centre?.ipv4_address;
    };
    for (const node of ESDB_NODES) {
      const s = service(node);
      expect(s.image).toMatch(/^eventstore\/eventstore:\d/);
      expect(s.healthcheck?.test.join(' ')).toContain('/health/live');
      const e = env(node);
      expect(String(e.EVENTSTORE_CLUSTER_SIZE)).toBe('3');
      expect(e.EVENTSTORE_REPLICATION_IP).toBe(addressOf(node));
      expect(e.EVENTSTORE_ADVERTISE_HOST_TO_CLIENT_AS).toBe(node);
      const seeds = String(e.EVENTSTORE_GOSSIP_SEED).split(',');
      expect(seeds.sort()).toEqual(ESDB_NODES.filter((n) => n !== node).map((n) => `${addressOf(n)}:2113`).sort());
      expect(s.volumes?.some((v) => v.endsWith(':/var/lib/eventstore'))).toBe(true);
    }
    // Insecure nodes are allowed only with the warning that says so.
    expect(env('esdb-1').EVENTSTORE_INSECURE).toBe('true');
    expect(infra('compose.yaml')).toMatch(/LOCAL USE ONLY/);
  });

  it('runs two backend instances in external mode on the cluster and Redis, and one worker with the same settings', () => {
    expect(service('redis').image).toMatch(/^redis:\d/);
    const backend = service('backend');
    expect(backend.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(backend.build?.dockerfile).toBe('infra/Dockerfile');
    expect(existsSync(path.join(root, 'infra', backend.build!.context, backend.build!.dockerfile))).toBe(true);
    for (const name of APP_SERVICES) {
      const e = env(name);
      expect(e).toMatchObject({ PROJECTIONS: 'external', EVENT_STORE: 'esdb', REDIS_URL: 'redis://redis:6379', DATA_DIR: '/data' });
      const connection = String(e.ESDB_CONNECTION_STRING);
      for (const node of ESDB_NODES) expect(connection).toContain(`${node}:2113`);
      for (const key of ['REVIEW_LINK_SECRET', 'SMTP_URL', 'PUBLIC_BASE_URL', 'READ_MODEL_NAMESPACE']) expect(e).toHaveProperty(key);
      expect(String(e.REVIEW_LINK_SECRET)).toMatch(/^\$\{REVIEW_LINK_SECRET:\?/);
      const deps = service(name).depends_on ?? {};
      for (const dep of [...ESDB_NODES, 'redis']) expect(deps[dep]).toEqual({ condition: 'service_healthy' });
      expect(service(name).volumes).toContain('app-data:/data');
    }
    expect(env('backend').READ_MODEL_NAMESPACE).toBe(env('projections').READ_MODEL_NAMESPACE);
    expect(String(env('backend').PORT)).toBe('5000');
    expect(service('projections').command).toEqual(['node', 'backend/dist/projections-worker.js']);
    expect(existsSync(path.join(root, 'backend/src/projections-worker.ts'))).toBe(true);
    expect(env('projections').PROJECTIONS_PORT).toBe('5001');
    expect(service('projections').healthcheck?.test.join(' ')).toContain('127.0.0.1:5001/health/ready');
    expect(backend.healthcheck?.test.join(' ')).toContain('127.0.0.1:5000/health/ready');
  });

  it('gives the worker the V8 flags `npm run projections` gives it, and the backend none', () => {
    const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) backend\/dist\/projections-worker\.js/.exec(script.projections ?? '')?.[1]?.trim();
    expect(flags).toMatch(/^--max-semi-space-size=\d+$/);
    expect(env('projections').NODE_OPTIONS).toBe(flags);
    expect(env('backend')).not.toHaveProperty('NODE_OPTIONS');
    expect(script.start).toMatch(/&& node backend\/dist\/main\.js$/);
  });

  it('puts nginx in front on the published port, after healthy backends', () => {
    const nginx = service('nginx');
    expect(nginx.image).toMatch(/^nginx:\d/);
    expect(nginx.ports).toEqual(['${HTTP_PORT:-8080}:80']);
    expect(nginx.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginx.depends_on).toEqual({ backend: { condition: 'service_healthy' } });
  });

  it('names only variables the code reads, and ENV.md documents every one of them', () => {
    const read = codeEnvNames();
    const documented = documentedEnvNames();
    for (const name of ['DATA_DIR', 'REDIS_URL', 'PROJECTIONS_LEASE_TTL_MS', 'REVIEW_LINK_SECRET']) expect(read).toContain(name);
    const composeOnly = new Set(['HTTP_PORT', 'NODE_ENV', 'NODE_OPTIONS']);
    // Test helpers read these; they are no deployment's business.
    const testOnly = new Set(['DEBUG_REBUILD', 'EVENTS_FILE']);
    for (const name of APP_SERVICES.flatMap((s) => Object.keys(env(s)))) {
      expect({ name, read: read.has(name) || composeOnly.has(name) }).toEqual({ name, read: true });
    }
    for (const name of read) {
      if (!testOnly.has(name)) expect({ name, documented: documented.has(name) }).toEqual({ name, documented: true });
    }
    for (const name of documented) {
      expect({ name, known: read.has(name) || composeOnly.has(name) }).toEqual({ name, known: true });
    }
    // Every variable infra/.env.example offers is one compose passes on.
    const example = infra('.env.example');
    for (const m of example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)) expect(infra('compose.yaml')).toContain(`\${${m[1]!}:`);
  });
});

describe('infra/nginx.conf', () => {
  const conf = infra('nginx.conf');
  const socketBlock = /location \/socket\.io\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';

  it('balances over the backend service on its port, sticky for socket.io polling', () => {
    expect(conf).toMatch(/upstream centre_backend \{[^}]*ip_hash;[^}]*server backend:5000\b/);
    expect(conf).toMatch(/proxy_pass http:\/\/centre_backend;/);
  });

  it('upgrades WebSockets', () => {
    expect(conf).toMatch(/map \$http_upgrade \$connection_upgrade \{\s*default upgrade;\s*''\s+'';\s*\}/);
    expect(socketBlock).toContain('proxy_http_version 1.1;');
    expect(socketBlock).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(socketBlock).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(socketBlock).toMatch(/proxy_read_timeout \d+s;/);
  });
});

describe('infra/Dockerfile and RUNBOOK.md', () => {
  it('builds in stages and starts the built backend', () => {
    const dockerfile = infra('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm install\b/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "backend\/dist\/main\.js"\]$/m);
  });

  it('uses only commands the code has', () => {
    const runbook = infra('RUNBOOK.md');
    for (const m of runbook.matchAll(/node backend\/dist\/([\w-]+)\.js/g)) {
      expect(existsSync(path.join(root, 'backend/src', `${m[1]!}.ts`))).toBe(true);
    }
    for (const m of runbook.matchAll(/projections-worker\.js (\w+)/g)) expect(['rebuild', 'status']).toContain(m[1]);
    for (const m of runbook.matchAll(/projections -- (\w+)/g)) expect(['rebuild', 'status']).toContain(m[1]);
    for (const m of runbook.matchAll(/admin-cli\.js ([\w-]+)/g)) expect(ADMIN_USAGE).toContain(`  ${m[1]!} `);
    for (const m of runbook.matchAll(/rebuild ([\w-]+)`/g)) expect([...CENTRE_PROJECTIONS.map((p) => p.name), '--all']).toContain(m[1]);
    const listed = /Projections: (.*)\./.exec(runbook)?.[1]?.match(/`([\w-]+)`/g)?.map((n) => n.slice(1, -1));
    expect(listed).toEqual(CENTRE_PROJECTIONS.map((p) => p.name));
    expect(runbook).toContain('npm run build && node backend/dist/migrate-to-esdb.js');
  });
});

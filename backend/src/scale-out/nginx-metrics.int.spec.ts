import { readFileSync } from 'node:fs';
import path from 'node:path';

// nginx cannot run here: this reads infra/nginx.conf and picks, for each request path, the
// location nginx would (its documented order), then checks that every spelling of /metrics
// the backend would answer is refused at the balancer.
const conf = readFileSync(path.resolve(import.meta.dirname, '../../../infra/nginx.conf'), 'utf8');

interface Location {
  modifier: '=' | '^~' | '~' | '~*' | '';
  pattern: string;
  body: string;
}

const locations = (text: string): Location[] =>
  [...text.matchAll(/location\s+(?:(=|\^~|~\*|~)\s+)?(\S+)\s*\{([^}]*)\}/g)].map((m) => ({
    modifier: (m[1] ?? '') as Location['modifier'],
    pattern: m[2]!,
    body: m[3]!,
  }));

/** The URI as nginx matches locations against it: %XX decoded, slashes merged, dot segments resolved. */
const normalised = (raw: string): string => {
  const segments: string[] = [];
  for (const segment of decodeURIComponent(raw).replace(/\/{2,}/g, '/').split('/').slice(1)) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
};

/** nginx's choice: an exact match; else the longest prefix if it is ^~; else the first regex that matches; else that prefix. */
const locationFor = (all: readonly Location[], raw: string): Location | undefined => {
  const uri = normalised(raw);
  const exact = all.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefixes = all
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length);
  const longest = prefixes[0];
  if (longest?.modifier === '^~') return longest;
  const regex = all.find(
    (l) => (l.modifier === '~' || l.modifier === '~*') && new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? longest;
};

describe('26.11 metrics behind nginx', () => {
  const all = locations(conf);

  it.each([
    '/metrics',
    '/metrics/',
    '/METRICS',
    '/Metrics/',
    '//metrics',
    '/./metrics',
    '/api/../metrics',
    '/%6detrics',
    '/metrics%2F',
  ])('refuses %s at the balancer', (probe) => {
    const chosen = locationFor(all, probe);
    expect({ probe, answer: chosen?.body.trim() }).toEqual({ probe, answer: 'return 404;' });
  });

  it.each(['/', '/api/catalog', '/health/ready', '/metricsfoo', '/socket.io/'])('passes %s to the backends', (probe) => {
    expect(locationFor(all, probe)?.body).toContain('proxy_pass http://centre_backend;');
  });
});

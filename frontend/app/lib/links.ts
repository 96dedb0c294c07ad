/**
 * Whether a link goes somewhere a visitor can reach. Hosts reserved for documentation and tests
 * (RFC 2606, RFC 6761) and loopback on the web or as a mail address's domain, the 10.5555 test prefix
 * of DOIs, an empty target, a mailto without an address and a bare '#' go nowhere: the site shows such an item as text, and the link test fails on any of them.
 */
// 'example' as any label catches the documentation domains (example.com, maps.example.org) and
// made-up addresses built on them (news.example.in).
const RESERVED_HOST = /(^|\.)(test|invalid|localhost)$|(^|\.)example(\.|$)|^127\.|^\[?::1\]?$/i;

export function hasTarget(href: string | undefined): href is string {
  if (href === undefined) return false;
  const target = href.trim();
  if (target === '' || target.startsWith('#')) return target.length > 1 && target !== '#';
  if (/^mailto:/i.test(target)) {
    let addresses: string[];
    try {
      addresses = decodeURIComponent(target.slice('mailto:'.length).split('?')[0] ?? '').split(',');
    } catch {
      return false;
    }
    return addresses.every((address) => {
      const domain = /^[^@\s]+@([^@\s]+)$/.exec(address.trim())?.[1];
      return domain !== undefined && !RESERVED_HOST.test(domain);
    });
  }
  if (/^(\/\/|https?:)/i.test(target)) {
    let url: URL;
    try {
      url = new URL(target, 'https://site.invalid');
    } catch {
      return false;
    }
    if (RESERVED_HOST.test(url.hostname)) return false;
    if (/(^|\.)doi\.org$/i.test(url.hostname) && url.pathname.startsWith('/10.5555/')) return false;
    return true;
  }
  return true;
}

/** A link that leaves the site (opened in a new tab), as opposed to one of our own paths. */
export const isExternal = (href: string): boolean => /^(\/\/|[a-z][a-z0-9+.-]*:)/i.test(href);

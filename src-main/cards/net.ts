// Where card data may be fetched from, for every hop of a redirect: https on Scryfall's and MTGJSON's hosts, plus
// origins the app itself configured (tests: a local server). An address from an answer (Scryfall's download_uri,
// a Location header) is checked like any other: never plain http, never another host, never an internal address.

/** The card sites' domains; their subdomains (api.scryfall.com, data.scryfall.io, cards.scryfall.io) too. */
export const CARD_SITE_DOMAINS = ['scryfall.com', 'scryfall.io', 'mtgjson.com'] as const

export interface NetPolicy {
  /** Origins allowed besides the card sites over https, e.g. "http://127.0.0.1:5173" (configured, never from an
   *  answer). */
  allowedOrigins?: readonly string[]
}

/** The origin of each configured address (undefined ones skipped). */
export function originsOf(...urls: (string | undefined)[]): string[] {
  const out: string[] = []
  for (const url of urls) {
    if (!url) continue
    try {
      out.push(new URL(url).origin)
    } catch {
      // not an address: nothing to allow
    }
  }
  return out
}

/** The address parsed, or an Error naming why it may not be fetched. */
export function checkCardUrl(url: string, policy: NetPolicy = {}): URL {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    throw new Error(`"${url.slice(0, 200)}" is not a web address`)
  }
  if (policy.allowedOrigins?.includes(u.origin)) return u
  if (u.protocol !== 'https:')
    throw new Error(`refusing to fetch ${u.origin}: card data is fetched over https only (Scryfall and MTGJSON)`)
  const host = u.hostname.toLowerCase().replace(/\.$/, '')
  if (!CARD_SITE_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`)) || u.username || u.password || u.port)
    throw new Error(`refusing to fetch from ${u.host}: card data comes only from Scryfall and MTGJSON`)
  return u
}

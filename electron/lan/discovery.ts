/**
 * Tables announce themselves on the home network with mDNS/DNS-SD (service type `_mobnight._tcp`),
 * and "Tables nearby" lists what is announced. The announcement carries the table's name, game and
 * address only: the join code is never announced, so a table nearby still needs the host's code.
 */
import { Bonjour, type Browser, type Service } from 'bonjour-service';

export const SERVICE_TYPE = 'mobnight';

export interface NearbyTable {
  readonly name: string;
  readonly game: string;
  readonly address: string;
  readonly port: number;
}

export interface Announcement {
  readonly name: string;
  readonly game: string;
  readonly port: number;
  /** The interface address to announce on (and to give as the table's address). */
  readonly address: string;
}

/** One mDNS responder for this process: announces a table (at most one) and browses for others. */
export class Discovery {
  private bonjour: Bonjour | null = null;
  private browser: Browser | null = null;
  private service: Service | null = null;
  failed: string | null = null;

  constructor(private readonly interfaceAddress?: string) {}

  private responder(): Bonjour | null {
    if (this.bonjour) return this.bonjour;
    try {
      this.bonjour = new Bonjour(
        this.interfaceAddress ? ({ interface: this.interfaceAddress } as object) : {},
        (e: Error) => {
          this.failed = `Announcing on the network failed: ${e.message}`;
        },
      );
    } catch (e) {
      this.failed = `Announcing on the network is not possible here: ${(e as Error).message}`;
    }
    return this.bonjour;
  }

  announce(a: Announcement): void {
    this.unannounce();
    this.service =
      this.responder()?.publish({
        name: a.name,
        type: SERVICE_TYPE,
        port: a.port,
        txt: { game: a.game, address: a.address, v: '1' },
        disableIPv6: true,
      }) ?? null;
    this.service?.on('error', (e: Error) => {
      this.failed = `Announcing on the network failed: ${e.message}`;
    });
  }

  unannounce(): void {
    this.service?.stop?.();
    this.service = null;
  }

  /** Starts listening for tables (once); `nearby()` then lists those heard so far. */
  browse(): void {
    if (this.browser) return;
    this.browser = this.responder()?.find({ type: SERVICE_TYPE }) ?? null;
  }

  nearby(): NearbyTable[] {
    return (this.browser?.services ?? []).flatMap((s): NearbyTable[] => {
      const txt = (s.txt ?? {}) as Record<string, unknown>;
      const address =
        typeof txt.address === 'string'
          ? txt.address
          : (s.addresses?.find((x) => x.includes('.')) ?? s.referer?.address);
      if (!address) return [];
      return [{ name: s.name, game: typeof txt.game === 'string' ? txt.game : '', address, port: s.port }];
    });
  }

  close(): Promise<void> {
    this.unannounce();
    this.browser?.stop();
    this.browser = null;
    const b = this.bonjour;
    this.bonjour = null;
    return new Promise((ok) => (b ? b.destroy(() => ok()) : ok()));
  }
}

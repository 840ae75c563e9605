import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { vinCheckDigit, type VinDecoded } from '@makro/domain/vin-decoder';
import { decodedVin } from './decoded-vin';
import { startLookupThread, type LookupThread, type LookupThreadOptions } from './lookup-thread';

export interface VinDecoder {
  /** A VIN of the right shape (17 letters and digits, no I/O/Q), upper-cased; the check digit may be wrong. */
  decode(vin: string): Promise<VinDecoded>;
  close(): Promise<void>;
}

export interface VinDecoderOptions extends LookupThreadOptions {
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** Answers kept, least recently asked first out. */
  cacheSize?: number;
}

/**
 * VIN decoding on this server: the vPIC data in a worker thread, answers cached (a few hundred VINs: the same
 * vehicle is looked up again and again while its repair order is written), the same VIN asked twice at once
 * decoded once. The vPIC patterns never read position 9, so the thread is asked with the check digit the rules
 * compute there (corgi refuses a VIN whose position 9 is a letter other than X, as European VINs often carry);
 * the answer reports the check digit as typed. When the thread fails, the answer is what the rules give, with a
 * warning, and it is not cached.
 */
export function createVinDecoder({ log, cacheSize = 500, ...threadOptions }: VinDecoderOptions = {}): VinDecoder {
  let thread: LookupThread | null = null;
  const cache = new Map<string, VinDecoded>();
  const inFlight = new Map<string, Promise<VinDecoded>>();

  const remember = (vin: string, answer: VinDecoded) => {
    cache.set(vin, answer);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  };

  const lookUp = async (vin: string): Promise<VinDecoded> => {
    thread ??= startLookupThread(threadOptions);
    const asked = `${vin.slice(0, 8)}${vinCheckDigit(vin) ?? vin[8]}${vin.slice(9)}`;
    try {
      const answer = decodedVin(vin, await thread.lookup(asked));
      remember(vin, answer);
      return answer;
    } catch (error) {
      log?.error({ err: error, vin }, 'VIN decoding failed; answering from the VIN rules alone');
      return decodedVin(vin, null);
    }
  };

  return {
    decode(vin) {
      const cached = cache.get(vin);
      if (cached) {
        // Most recently asked: last out.
        cache.delete(vin);
        cache.set(vin, cached);
        return Promise.resolve(cached);
      }
      const running = inFlight.get(vin);
      if (running) return running;
      const promise = lookUp(vin).finally(() => inFlight.delete(vin));
      inFlight.set(vin, promise);
      return promise;
    },
    async close() {
      await thread?.close();
      thread = null;
    },
  };
}

const decoders = new WeakMap<object, VinDecoder>();

/**
 * The server's one VIN decoder (one worker thread, one cache) for every feature that decodes: the VIN decoder's
 * routes and the vehicle model information page. Made on first use while routes are registered; closed with the
 * server.
 */
export function vinDecoderOf(app: FastifyInstance): VinDecoder {
  const known = decoders.get(app.server);
  if (known) return known;
  const decoder = createVinDecoder({ log: app.log });
  decoders.set(app.server, decoder);
  app.addHook('onClose', () => decoder.close());
  return decoder;
}

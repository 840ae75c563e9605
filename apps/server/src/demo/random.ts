import { mulberry32 } from '../platform/seeded-random';

/** The demo story's clock and dice: seeded, so every first start tells the same story (relative to now). */
export const DEMO_SEED = 20_261_121;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** A tiny deterministic generator (an LCG): numbers in [0, 1), the same sequence for the same seed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Neighbouring seeds (one per item) mixed first, so they give unrelated sequences. */
const mixedSeed = (seed: number) => Math.imul(seed ^ (seed >>> 16), 0x45d9f3b);

/** Choices on top of a seeded generator. */
export class Dice {
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(mixedSeed(seed));
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    return values[this.int(values.length)]!;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  digits(length: number): string {
    return Array.from({ length }, () => String(this.int(10))).join('');
  }
}

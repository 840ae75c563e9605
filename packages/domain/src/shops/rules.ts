export {};

/** Where the shop's error says "Reason: …", only that text up to the first period is shown (spec part 2 §8). */
export function shopReason(message: string): string | null {
  const match = /Reason: ([^.]*)/.exec(message);
  return match ? match[1]!.trim() : null;
}

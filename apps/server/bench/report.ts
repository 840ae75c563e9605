/** What each benchmark section answers: its goals with their floors, its details, and its correctness checks. */
export interface GoalRow {
  what: string;
  goal: string;
  measured: string;
  /** The machine's own floor for the same work in the same run ("—" where there is none). */
  floor: string;
  /** measured ÷ floor, in the direction that makes 1.0 the floor itself. */
  ratio: string;
  met: boolean;
}

export interface CorrectnessCheck {
  name: string;
  ok: boolean;
}

export interface SectionResult {
  title: string;
  goals: GoalRow[];
  details: string[];
  checks: CorrectnessCheck[];
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms: number) => `${ms.toFixed(1)} ms`;
export const count = (value: number) => Math.round(value).toLocaleString('en-US');
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function goalsTable(goals: GoalRow[]): string[] {
  return [
    '| what | goal | measured | floor (same run) | ratio to floor | met |',
    '|---|---|---|---|---|---|',
    ...goals.map(
      (row) =>
        `| ${row.what} | ${row.goal} | ${row.measured} | ${row.floor} | ${row.ratio} | ${row.met ? 'yes' : '**no**'} |`,
    ),
  ];
}

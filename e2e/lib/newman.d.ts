// The part of newman's programmatic API the contract tests use (the package ships no types).
declare module "newman" {
  type Execution = {
    item: { name: string };
    request: { url: { toString(): string } };
    response?: { code: number };
    requestError?: Error;
  };
  type Failure = { error: { message: string; test?: string }; source?: { name?: string } };
  export type NewmanSummary = {
    run: { executions: Execution[]; failures: Failure[]; stats: { requests: { total: number; failed: number } } };
  };
  export function run(
    options: {
      collection: unknown;
      envVar?: Array<{ key: string; value: string }>;
      reporters?: string[];
      timeoutRequest?: number;
    },
    callback: (error: Error | null, summary: NewmanSummary) => void,
  ): void;
}

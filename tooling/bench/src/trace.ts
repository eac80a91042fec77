/**
 * What a page load did on the renderer's main thread, read from a Chromium trace taken without
 * throttling: the long tasks and what filled them. Lighthouse's TBT on the same load is Lantern's
 * model of these tasks (each about 4x as long on its phone, less 50 ms, summed), but it moves from
 * run to run by hundreds of milliseconds; the tasks themselves say where the time goes.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface TaskRow {
  /** Milliseconds from the first task of the thread. */
  at: number;
  ms: number;
  /** The largest kinds of work inside the task, most first: "evaluate 41, layout 12". */
  parts: string;
}

export interface TraceSummary {
  /** Main-thread tasks of at least LONG_TASK_MS. */
  tasks: TaskRow[];
  busyMs: number;
  longestMs: number;
  /** Lantern's reading of the same tasks: 4x as long, less 50 ms each, summed. */
  blockingAt4xMs: number;
  /** Module scripts run (their top-level code and what it calls). */
  evaluateMs: number;
  /** Compiled code kept for the next visit, made on the main thread after a script ran. */
  codeCacheMs: number;
}

export const LONG_TASK_MS = 8;

const PARTS: Record<string, string> = {
  'v8.evaluateModule': 'evaluate',
  EvaluateScript: 'evaluate',
  FunctionCall: 'script',
  RunMicrotasks: 'microtasks',
  'v8.produceModuleCache': 'code cache',
  'v8.produceCache': 'code cache',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

/** The summary of the busiest renderer main thread of `events` (a trace's `traceEvents`). */
export function summarizeTrace(events: TraceEvent[]): TraceSummary {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mains.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(event);
    byThread.set(key, list);
  }
  const taskCount = (list: TraceEvent[]) => list.filter((e) => e.name === 'RunTask').length;
  const thread = [...byThread.values()].sort((a, b) => taskCount(b) - taskCount(a))[0] ?? [];
  thread.sort((a, b) => a.ts - b.ts);
  const ms = (event: TraceEvent) => (event.dur ?? 0) / 1000;
  const runTasks = thread.filter((e) => e.name === 'RunTask');
  const start = runTasks[0]?.ts ?? 0;
  const tasks: TaskRow[] = [];
  for (const task of runTasks) {
    if (ms(task) < LONG_TASK_MS) continue;
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    // Only the outermost event of a kind counts, so nested calls are not added twice.
    const openUntil = new Map<string, number>();
    for (const event of thread) {
      const part = PARTS[event.name];
      if (!part || event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
      if ((openUntil.get(part) ?? -1) > event.ts) continue;
      openUntil.set(part, event.ts + (event.dur ?? 0));
      parts.set(part, (parts.get(part) ?? 0) + ms(event));
    }
    const top = [...parts.entries()].filter(([, value]) => value >= 1).sort((a, b) => b[1] - a[1]).slice(0, 4);
    tasks.push({ at: (task.ts - start) / 1000, ms: ms(task), parts: top.map(([part, value]) => `${part} ${Math.round(value)}`).join(', ') });
  }
  const total = (names: string[]) => thread.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + ms(e), 0);
  return {
    tasks,
    busyMs: runTasks.reduce((sum, task) => sum + ms(task), 0),
    longestMs: Math.max(0, ...runTasks.map(ms)),
    blockingAt4xMs: runTasks.reduce((sum, task) => sum + Math.max(0, 4 * ms(task) - 50), 0),
    evaluateMs: total(['v8.evaluateModule', 'EvaluateScript']),
    codeCacheMs: total(['v8.produceModuleCache', 'v8.produceCache']),
  };
}

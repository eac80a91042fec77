import { describe, expect, it } from 'vitest';
import { summarizeTrace, type TraceEvent } from './trace.ts';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 2, tid: 20 };
const ms = 1000;
const x = (name: string, at: number, dur: number, thread = MAIN): TraceEvent => ({ name, ph: 'X', ts: at * ms, dur: dur * ms, ...thread });

describe('summarizeTrace', () => {
  const events: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, ...OTHER, args: { name: 'CrRendererMain' } },
    // The busier main thread: a module evaluated in one long task, its code cache written in another.
    x('RunTask', 100, 30),
    x('v8.evaluateModule', 101, 20),
    x('FunctionCall', 105, 5),
    x('FunctionCall', 106, 2),
    x('Layout', 122, 6),
    x('RunTask', 140, 10),
    x('v8.produceModuleCache', 141, 6),
    x('RunTask', 160, 3),
    // A frame with fewer tasks: not the page's main thread.
    x('RunTask', 0, 500, OTHER),
  ];

  it('reads the busiest renderer main thread, its long tasks and what filled them', () => {
    const summary = summarizeTrace(events);
    expect(summary.tasks).toEqual([
      { at: 0, ms: 30, parts: 'evaluate 20, layout 6, script 5' },
      { at: 40, ms: 10, parts: 'code cache 6' },
    ]);
    expect(summary.busyMs).toBe(43);
    expect(summary.longestMs).toBe(30);
    // 4 x 30 - 50; the 10 ms and 3 ms tasks stay under 50 ms at 4x.
    expect(summary.blockingAt4xMs).toBe(70);
    expect(summary.evaluateMs).toBe(20);
    expect(summary.codeCacheMs).toBe(6);
  });
});

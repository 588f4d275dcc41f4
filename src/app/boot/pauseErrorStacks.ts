/**
 * The entry script is evaluated with stack traces off; main.tsx imports this module first and calls
 * `resumeErrorStacks()` as its first statement, once everything it imports has been evaluated.
 *
 * Why: react-dom makes its internal control-flow errors (never shown to anyone) while it is evaluated,
 * and Chrome, taking a stack trace for each, needs line numbers for the frames under it, which are the
 * 400 KB entry's top-level code: V8 parses the whole script again to find them. That was 50–130 ms of
 * main thread in one task before the page could answer a tap; with no trace taken it is 16–45 ms.
 * An error thrown while the entry is evaluated is still thrown and reported, only without its stack.
 */
const stackTraceLimit = Reflect.get(Error, 'stackTraceLimit') as unknown;

// A limit that is not a number makes V8 take no trace at all; 0 would still take one for DevTools.
Reflect.set(Error, 'stackTraceLimit', undefined);

export function resumeErrorStacks(): void {
  Reflect.set(Error, 'stackTraceLimit', stackTraceLimit);
}

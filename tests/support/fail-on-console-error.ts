import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug (STYLE 13): fail the test that caused it.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length) {
    const logged = errors
      .splice(0)
      .map((args) => args.map(String).join(' '))
      .join('\n');
    throw new Error(`console.error was called:\n${logged}`);
  }
});

/** What `f` throws (it must throw: a call that returns fails the test that asked). */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

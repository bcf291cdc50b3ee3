/**
 * Lists built in the Director's odds [CORE-05]: `listOf(items, f)` is `items.map(f)` there, and
 * `listOfLength(count, f)` is `Array.from({ length: count }, (_, index) => f(index))`. An array's
 * `map` hands back an array of one shape from the interpreter and of another from optimised code, so
 * the functions reading it were deoptimised again and again ("wrong map") and V8 recompiled the
 * largest of them for up to 150 ms of CPU each time (session 35); `Array.from` builds one shape but
 * takes some 13 times as long as `map` (12 numbers, Node 20: 0.38 µs against 0.03), hundreds of times
 * a computation. A loop pushing into one array literal builds one shape (the literal's allocation
 * site settles on it) about as fast as `map`.
 */

/** `f` of each item, in order. */
export function listOf<T, U>(items: ArrayLike<T>, f: (item: T, index: number) => U): U[] {
  const list: U[] = [];
  for (let index = 0; index < items.length; index++) list.push(f(items[index]!, index));
  return list;
}

/** `f` of 0, 1, … count − 1. */
export function listOfLength<U>(count: number, f: (index: number) => U): U[] {
  const list: U[] = [];
  for (let index = 0; index < count; index++) list.push(f(index));
  return list;
}

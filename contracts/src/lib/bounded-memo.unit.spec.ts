import { boundedMemo } from './bounded-memo.js';

describe('boundedMemo', () => {
  it('computes once per key and answers the same value again', () => {
    const calls: string[] = [];
    const twice = boundedMemo(
      (a: string, b: number) => `${a}|${b}`,
      (a: string, b: number) => {
        calls.push(`${a}|${b}`);
        return a.repeat(b);
      },
    );
    expect([twice('x', 2), twice('x', 2), twice('y', 1), twice('x', 3)]).toEqual(['xx', 'xx', 'y', 'xxx']);
    expect(calls).toEqual(['x|2', 'y|1', 'x|3']);
  });

  it('remembers undefined answers too', () => {
    let calls = 0;
    const nothing = boundedMemo((k: string) => k, () => {
      calls += 1;
      return undefined;
    });
    nothing('a');
    nothing('a');
    expect(calls).toBe(1);
  });

  it('starts over past its limit, so distinct keys never grow it beyond the limit', () => {
    let calls = 0;
    const identity = boundedMemo((k: string) => k, (k: string) => {
      calls += 1;
      return k;
    }, 2);
    identity('a');
    identity('b');
    identity('c'); // the memory is full: it starts over with c
    identity('c');
    identity('a');
    expect(calls).toBe(4);
  });
});

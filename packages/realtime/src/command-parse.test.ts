import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrame } from './command-parse';

describe('parseFrame', () => {
  it('reads newline-delimited commands as the centrifuge client sends them', () => {
    const frame = [
      { id: 1, connect: { token: 't', name: 'js' } },
      {
        id: 2,
        subscribe: { channel: 'public:1', recover: true, offset: 7, epoch: 'e', delta: 'fossil', flag: 1 },
      },
      { id: 3, history: { channel: 'public:1', limit: 5, since: { offset: 2, epoch: 'e' }, reverse: true } },
      { id: 4, rpc: { method: 'm', data: { x: [1, 2] } } },
      { send: { data: 'fire and forget' } },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n');
    const parsed = parseFrame(frame);
    expect(parsed).toEqual({
      ok: true,
      commands: [
        { kind: 'connect', id: 1, req: { token: 't', name: 'js' } },
        {
          kind: 'subscribe',
          id: 2,
          req: {
            channel: 'public:1',
            token: '',
            recover: true,
            offset: 7,
            epoch: 'e',
            joinLeave: false,
            delta: 'fossil',
            flag: 1,
            type: 0,
            hasTagsFilter: false,
          },
        },
        {
          kind: 'history',
          id: 3,
          req: { channel: 'public:1', limit: 5, since: { offset: 2, epoch: 'e' }, reverse: true },
        },
        { kind: 'rpc', id: 4, method: 'm', data: { x: [1, 2] } },
        { kind: 'send', id: 0 },
      ],
    });
  });

  it('reads an empty command as a pong and skips blank lines', () => {
    expect(parseFrame('{}\n\n')).toEqual({ ok: true, commands: [{ kind: 'pong' }] });
  });

  it.each([
    ['not JSON', 'hello'],
    ['an array', '[1,2]'],
    ['no method', '{"id":1}'],
    ['an unknown method', '{"id":1,"dance":{}}'],
    ['a missing id', '{"presence":{"channel":"a"}}'],
    ['a negative offset', '{"id":1,"subscribe":{"channel":"a","offset":-1}}'],
    ['a fractional id', '{"id":1.5,"presence":{"channel":"a"}}'],
    ['an empty channel', '{"id":1,"presence":{"channel":""}}'],
    ['a method that is not an object', '{"id":1,"presence":"a"}'],
    ['a refresh without token', '{"id":1,"refresh":{}}'],
    ['a publish without data', '{"id":1,"publish":{"channel":"a"}}'],
    ['an empty frame', '\n'],
  ])('rejects %s', (_name, frame) => {
    expect(parseFrame(frame).ok).toBe(false);
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const result = parseFrame(text);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 4 }), (values) => {
        const result = parseFrame(values.map((v) => JSON.stringify(v)).join('\n'));
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every well-formed subscribe and keeps its fields', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0xffffffff }),
        fc.string({ minLength: 1 }),
        fc.nat(),
        fc.string(),
        fc.boolean(),
        (id, channel, offset, epoch, recover) => {
          const result = parseFrame(JSON.stringify({ id, subscribe: { channel, offset, epoch, recover } }));
          expect(result).toMatchObject({
            ok: true,
            commands: [{ kind: 'subscribe', id, req: { channel, offset, epoch, recover } }],
          });
        },
      ),
    );
  });
});

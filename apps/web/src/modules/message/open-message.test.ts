import { describe, expect, it } from 'vitest';
import { decodeConfig, messageOpenAction, parseMessageFiles } from './open-message.ts';

const msg = (type: number, bodyText: string | null, flowType: number | null = null) => ({
  type,
  bodyText,
  flowType,
});

describe('messageOpenAction', () => {
  it('opens the detail dialog for system and notice messages', () => {
    expect(messageOpenAction(msg(1, null))).toEqual({ kind: 'dialog' });
    expect(messageOpenAction(msg(3, '<p>x</p>'))).toEqual({ kind: 'dialog' });
  });

  it('opens 查看日程 of the entry a schedule message names, nothing once it is deleted (inner type 3)', () => {
    expect(messageOpenAction(msg(4, '{"type":"3","id":"s1","groupId":"g1"}'))).toEqual({ kind: 'none' });
    expect(messageOpenAction(msg(4, '{"type":"1","id":"s1","groupId":"g1"}'))).toEqual({
      kind: 'schedule',
      target: { id: 's1', groupId: 'g1' },
    });
    expect(messageOpenAction(msg(4, '{"type":2,"id":"s2"}'))).toEqual({
      kind: 'schedule',
      target: { id: 's2', groupId: undefined },
    });
    expect(messageOpenAction(msg(4, 'not json'))).toEqual({ kind: 'dialog' });
  });

  it('sends entrust flow messages to the entrust screen', () => {
    const action = messageOpenAction(msg(2, null, 2));
    expect(action).toEqual({ kind: 'navigate', to: '/workFlow/entrust' });
  });

  it('sends other flow messages to the flow detail with a base64 config, or nowhere without a body', () => {
    const body = '{"id":"t1","title":"请假"}';
    const action = messageOpenAction(msg(2, body, 1));
    expect(action.kind).toBe('navigate');
    const to = action.kind === 'navigate' ? action.to : '';
    expect(to.startsWith('/workFlowDetail?config=')).toBe(true);
    const config = new URLSearchParams(to.split('?')[1]).get('config') ?? '';
    expect(decodeConfig(config)).toBe(body);
    expect(messageOpenAction(msg(2, null, 1))).toEqual({ kind: 'none' });
  });
});

describe('parseMessageFiles', () => {
  it('reads the JSON list and skips junk', () => {
    expect(parseMessageFiles('[{"fileId":"f1","name":"a.pdf","fileSize":10},1,{"x":1}]')).toEqual([
      { fileId: 'f1', name: 'a.pdf', fileSize: 10, url: undefined },
    ]);
    expect(parseMessageFiles('not json')).toEqual([]);
    expect(parseMessageFiles(null)).toEqual([]);
  });
});

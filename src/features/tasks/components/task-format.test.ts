import { describe, expect, it } from 'vitest';
import { textToHtml } from './rich-text.ts';
import { dueState, linkHref, positionBetween } from './task-format.ts';

describe('task helpers', () => {
  it('positions a dropped card between its neighbours, or past the one it has', () => {
    expect(positionBetween(1024, 2048)).toBe(1536);
    expect(positionBetween(2048, undefined)).toBe(3072);
    expect(positionBetween(undefined, 1024)).toBe(0);
    expect(positionBetween(undefined, undefined)).toBe(1024);
  });
  it('is overdue before today, soon within two days, never when done', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(dueState({ dueDate: '2026-11-22', done: false }, now)).toBe('overdue');
    expect(dueState({ dueDate: '2026-11-25', done: false }, now)).toBe('soon');
    expect(dueState({ dueDate: '2026-12-25', done: false }, now)).toBeNull();
    expect(dueState({ dueDate: '2026-11-22', done: true }, now)).toBeNull();
  });
  it('links orders and customers to their modules, escaping the id', () => {
    expect(linkHref({ type: 'order', id: 'ord_1' }, 'p1')).toBe('/m/orders/ord_1?project=p1');
    expect(linkHref({ type: 'customer', id: 'a/b' }, 'p1')).toBe('/m/customers/a%2Fb?project=p1');
  });
  it('turns the plain-text editor into escaped paragraphs', () => {
    expect(textToHtml('One <b>\nline\n\nTwo & more')).toBe('<p>One &lt;b&gt;<br />line</p><p>Two &amp; more</p>');
  });
});

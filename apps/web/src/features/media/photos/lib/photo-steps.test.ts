import { describe, expect, it } from 'vitest';
import { keyStep, SWIPE_DISTANCE, swipeStep } from './photo-steps';

const at = (x: number, y = 0) => ({ x, y });

describe('a swipe on the photo', () => {
  it('to the left shows the next photo, to the right the previous one', () => {
    expect(swipeStep(at(200), at(120))).toBe('next');
    expect(swipeStep(at(120), at(200))).toBe('previous');
  });

  it('needs a travel past a tap’s wobble', () => {
    expect(swipeStep(at(100), at(100 - (SWIPE_DISTANCE - 1)))).toBeNull();
    expect(swipeStep(at(100), at(100 - SWIPE_DISTANCE))).toBe('next');
    expect(swipeStep(at(100, 50), at(103, 52))).toBeNull();
  });

  it('is no swipe when the finger went mostly up or down (a scroll)', () => {
    expect(swipeStep(at(100, 0), at(40, 120))).toBeNull();
    expect(swipeStep(at(100, 0), at(20, 40))).toBe('next');
  });

  it('takes another distance when told', () => {
    expect(swipeStep(at(0), at(60), 80)).toBeNull();
    expect(swipeStep(at(0), at(90), 80)).toBe('previous');
  });
});

function key(key: string, others: Partial<Parameters<typeof keyStep>[0]> = {}) {
  return {
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: document.body,
    ...others,
  };
}

describe('the arrow keys', () => {
  it('← shows the previous photo, → the next; other keys nothing', () => {
    expect(keyStep(key('ArrowLeft'))).toBe('previous');
    expect(keyStep(key('ArrowRight'))).toBe('next');
    expect(keyStep(key('ArrowUp'))).toBeNull();
    expect(keyStep(key('Enter'))).toBeNull();
  });

  it('leave the browser its shortcuts (Alt+← goes back) and a key already handled', () => {
    expect(keyStep(key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(keyStep(key('ArrowRight', { ctrlKey: true }))).toBeNull();
    expect(keyStep(key('ArrowRight', { metaKey: true }))).toBeNull();
    expect(keyStep(key('ArrowRight', { shiftKey: true }))).toBeNull();
    expect(keyStep(key('ArrowRight', { defaultPrevented: true }))).toBeNull();
  });

  it('move the caret in a field, and stay inside an open dialog', () => {
    document.body.innerHTML = `
      <input id="field" />
      <textarea id="text"></textarea>
      <div contenteditable="true" id="editable"><span id="inside"></span></div>
      <div role="dialog"><button id="dialog-button">OK</button></div>
      <button id="button">Edit</button>`;
    const element = (id: string) => document.getElementById(id);
    expect(keyStep(key('ArrowLeft', { target: element('field') }))).toBeNull();
    expect(keyStep(key('ArrowLeft', { target: element('text') }))).toBeNull();
    expect(keyStep(key('ArrowLeft', { target: element('inside') }))).toBeNull();
    expect(keyStep(key('ArrowRight', { target: element('dialog-button') }))).toBeNull();
    expect(keyStep(key('ArrowRight', { target: element('button') }))).toBe('next');
    expect(keyStep(key('ArrowRight', { target: null }))).toBe('next');
  });
});

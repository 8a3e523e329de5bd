import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoStep } from './photo-steps';
import { usePhotoSteps } from './use-photo-steps';

function Stage({ steps, onStep }: { steps: Record<PhotoStep, boolean>; onStep: (step: PhotoStep) => void }) {
  const handlers = usePhotoSteps(steps, onStep);
  return (
    <div>
      <div data-testid="stage" {...handlers} />
      <input aria-label="field" />
    </div>
  );
}

function setUp(steps: Record<PhotoStep, boolean> = { previous: true, next: true }) {
  const onStep = vi.fn();
  render(<Stage steps={steps} onStep={onStep} />);
  return { onStep, stage: screen.getByTestId('stage') };
}

function swipe(stage: HTMLElement, from: number, to: number, pointerType = 'touch', y = 0) {
  fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, pointerType, clientX: from, clientY: 100 });
  fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, pointerType, clientX: to, clientY: 100 + y });
}

afterEach(cleanup);

describe('the viewer’s steps', () => {
  it('follow the arrow keys, and leave them to a field', () => {
    const { onStep } = setUp();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(onStep.mock.calls).toEqual([['next'], ['previous']]);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'field' }), { key: 'ArrowLeft' });
    expect(onStep).toHaveBeenCalledTimes(2);
  });

  it('follow a finger’s swipe, not a short touch nor a scroll', () => {
    const { onStep, stage } = setUp();
    swipe(stage, 300, 100);
    swipe(stage, 100, 300);
    swipe(stage, 100, 110);
    swipe(stage, 100, 160, 'touch', 200);
    expect(onStep.mock.calls).toEqual([['next'], ['previous']]);
  });

  it('leave a mouse’s drag alone, and a pinch to zoom', () => {
    const { onStep, stage } = setUp();
    swipe(stage, 300, 100, 'mouse');
    fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: 300, clientY: 0 });
    fireEvent.pointerDown(stage, { pointerId: 2, isPrimary: false, pointerType: 'touch', clientX: 100, clientY: 0 });
    fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: 100, clientY: 0 });
    fireEvent.pointerDown(stage, { pointerId: 3, isPrimary: true, pointerType: 'touch', clientX: 300, clientY: 0 });
    fireEvent.pointerCancel(stage, { pointerId: 3, isPrimary: true, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { pointerId: 3, isPrimary: true, pointerType: 'touch', clientX: 100, clientY: 0 });
    expect(onStep).not.toHaveBeenCalled();
  });

  it('go nowhere past the gallery’s ends', () => {
    const { onStep, stage } = setUp({ previous: false, next: true });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    swipe(stage, 100, 300);
    expect(onStep).not.toHaveBeenCalled();
    swipe(stage, 300, 100);
    expect(onStep.mock.calls).toEqual([['next']]);
  });
});

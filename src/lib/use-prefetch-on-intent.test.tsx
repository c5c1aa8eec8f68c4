// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS, usePrefetchOnIntent } from './use-prefetch-on-intent';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const prefetch = vi.fn();
beforeEach(() => {
  prefetch.mockClear();
  vi.useFakeTimers();
});

function Card({ on = true }: { on?: boolean }) {
  const intent = usePrefetchOnIntent(on ? prefetch : undefined);
  return (
    <a href="/next" {...intent}>
      card
    </a>
  );
}

const card = () => screen.getByRole('link', { name: 'card' });
const mouse = { pointerType: 'mouse' };
const touch = { pointerType: 'touch' };
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('usePrefetchOnIntent', () => {
  it(`a mouse resting on the card for ${HOVER_INTENT_MS} ms asks once`, () => {
    render(<Card />);
    fireEvent.pointerEnter(card(), mouse);
    wait(HOVER_INTENT_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    wait(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('a mouse passing over the card (leaving before it rests) asks nothing; moves ask nothing', () => {
    render(<Card />);
    fireEvent.pointerEnter(card(), mouse);
    fireEvent.pointerMove(card(), mouse);
    wait(HOVER_INTENT_MS - 10);
    fireEvent.pointerLeave(card(), mouse);
    wait(HOVER_INTENT_MS * 2);
    fireEvent.pointerMove(card(), touch);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('one burst asks once: hover, press and focus of one click', () => {
    render(<Card />);
    fireEvent.pointerEnter(card(), mouse);
    wait(HOVER_INTENT_MS);
    fireEvent.pointerDown(card(), mouse);
    fireEvent.focus(card());
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('a press before the hover rests asks at once, and the hover timer does not ask again', () => {
    render(<Card />);
    fireEvent.pointerEnter(card(), mouse);
    fireEvent.pointerDown(card(), mouse);
    expect(prefetch).toHaveBeenCalledTimes(1);
    wait(HOVER_INTENT_MS * 2);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('a new hover after the pointer left is a new burst', () => {
    render(<Card />);
    fireEvent.pointerEnter(card(), mouse);
    wait(HOVER_INTENT_MS);
    fireEvent.pointerLeave(card(), mouse);
    fireEvent.pointerEnter(card(), mouse);
    wait(HOVER_INTENT_MS);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('a finger landing asks at once; the tap’s lift and focus do not ask again; the next touch does', () => {
    render(<Card />);
    fireEvent.pointerEnter(card(), touch);
    fireEvent.pointerDown(card(), touch);
    expect(prefetch).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(card(), touch);
    fireEvent.pointerLeave(card(), touch);
    fireEvent.focus(card());
    wait(HOVER_INTENT_MS * 2);
    expect(prefetch).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(card(), touch);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('keyboard focus asks at once; focus again after leaving asks again', () => {
    render(<Card />);
    fireEvent.focus(card());
    expect(prefetch).toHaveBeenCalledTimes(1);
    fireEvent.blur(card());
    fireEvent.focus(card());
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('without a prefetch the handlers do nothing', () => {
    render(<Card on={false} />);
    fireEvent.pointerDown(card(), touch);
    fireEvent.focus(card());
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a card that goes away while hovered asks nothing', () => {
    const { unmount } = render(<Card />);
    fireEvent.pointerEnter(card(), mouse);
    unmount();
    wait(HOVER_INTENT_MS * 2);
    expect(prefetch).not.toHaveBeenCalled();
  });
});

import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Steps, switchSteps } from '../test/switch-steps.tsx';
import { Arrival, MotionRoot, STEP_OFFSET, useArrivals } from './motion.tsx';

describe('useArrivals', () => {
  const renderList = (keys: readonly string[] | undefined, listId = 'page-1') =>
    renderHook(({ keys, listId }) => useArrivals(keys, listId), { initialProps: { keys, listId } });

  it('marks nothing on the first list, then only the keys a later list adds', () => {
    const hook = renderList(['b', 'a']);
    expect([...hook.result.current]).toEqual([]);
    hook.rerender({ keys: ['c', 'b', 'a'], listId: 'page-1' });
    expect([...hook.result.current]).toEqual(['c']);
    // The same list drawn again (a new array with the same keys) keeps what arrived last.
    hook.rerender({ keys: ['c', 'b', 'a'], listId: 'page-1' });
    expect([...hook.result.current]).toEqual(['c']);
    hook.rerender({ keys: ['d', 'c', 'b', 'a'], listId: 'page-1' });
    expect([...hook.result.current]).toEqual(['d']);
  });

  it('takes the first data as the first list, not the loading state before it', () => {
    const hook = renderList(undefined);
    expect(hook.result.current.size).toBe(0);
    hook.rerender({ keys: ['a', 'b'], listId: 'page-1' });
    expect(hook.result.current.size).toBe(0);
    // An empty first list: the first notice that comes later is an arrival.
    const empty = renderList([]);
    empty.rerender({ keys: ['a'], listId: 'page-1' });
    expect([...empty.result.current]).toEqual(['a']);
  });

  it('starts over without marking anything for another page, and waits out its placeholder', () => {
    const hook = renderList(['a', 'b']);
    hook.rerender({ keys: undefined, listId: 'page-2' });
    expect(hook.result.current.size).toBe(0);
    hook.rerender({ keys: ['c', 'd'], listId: 'page-2' });
    expect(hook.result.current.size).toBe(0);
    hook.rerender({ keys: ['e', 'c', 'd'], listId: 'page-2' });
    expect([...hook.result.current]).toEqual(['e']);
  });
});

describe('StepTransition', () => {
  it('replaces one step with the next, sliding it in from the right; going back, at once and from the left', async () => {
    const { view, offsets } = await switchSteps();
    expect(offsets.some((x) => x > 0 && x < STEP_OFFSET)).toBe(true);
    view.rerender(<Steps step={1} />);
    // Never two steps at once: they would share their fields' labels and ids.
    expect(screen.queryByText('Step 2 content')).toBeNull();
    const back = screen.getByText('Step 1 content').parentElement!;
    expect(back.style.transform).toMatch(/translateX\(-/);
    await waitFor(() => expect(back.style.opacity).toBe('1'));
  });
});

describe('Arrival', () => {
  it('is a plain item unless it arrived; an arrival fades in to full opacity', async () => {
    render(
      <MotionRoot>
        <ul>
          <Arrival as="li" arrived={false} className="row">
            old
          </Arrival>
          <Arrival as="li" arrived className="row">
            new
          </Arrival>
        </ul>
      </MotionRoot>,
    );
    const old = screen.getByText('old');
    expect(old.tagName).toBe('LI');
    expect(old.getAttribute('style')).toBeNull();
    const arrived = screen.getByText('new');
    expect(arrived.tagName).toBe('LI');
    expect(arrived.className).toBe('row');
    expect(arrived.style.opacity).toBe('0');
    await waitFor(() => expect(arrived.style.opacity).toBe('1'));
  });
});

import { LOADING_BAR } from '@climb/contracts';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useFetchingStore } from '../../lib/fetching-store';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The loading bar (spec §9): appears only when loading lasts over 200 ms, runs over 5 s,
 * and is hidden 500 ms after loading ends.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetching = useFetchingStore((state) => state.count);
  const loading = navigation.state !== 'idle' || fetching > 0;
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const start = setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
      return () => clearTimeout(start);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
    const hide = setTimeout(() => setPhase('idle'), LOADING_BAR.hideDelayMs);
    return () => clearTimeout(hide);
  }, [loading]);

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-hidden
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        zIndex: 1000,
        background: 'var(--mantine-primary-color-filled)',
        width: phase === 'running' ? '90%' : '100%',
        opacity: phase === 'running' ? 1 : 0,
        transition:
          phase === 'running'
            ? `width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
            : `width 150ms ease-out, opacity ${LOADING_BAR.hideDelayMs}ms ease-in`,
      }}
      ref={(element) => {
        // Start from 0 so the width transition runs.
        if (element && phase === 'running' && !element.dataset.started) {
          element.style.width = '0%';
          void element.offsetWidth;
          element.style.width = '90%';
          element.dataset.started = 'true';
        }
      }}
    />
  );
}

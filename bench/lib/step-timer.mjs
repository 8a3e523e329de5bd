// Times the named steps of a long job and logs each as it ends.
export function createStepTimer(log = () => {}) {
  const timings = {};
  const timed = async (step, work) => {
    const started = performance.now();
    const result = await work();
    timings[step] = Math.round(performance.now() - started);
    log(`  ${step}: ${(timings[step] / 1000).toFixed(1)} s`);
    return result;
  };
  return { timed, timings };
}

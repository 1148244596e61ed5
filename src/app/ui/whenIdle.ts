/** Runs `task` when the browser is idle (or after a short delay where it cannot say); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(task, 1500);
  return () => {
    window.clearTimeout(id);
  };
}

// A DevTools session with the benchmark's dedicated worker, through the browser's target (the
// worker has no page of its own to open a session on).

/**
 * Attaches a DevTools session to the benchmark's worker (or the worker whose script's address
 * holds `script`: the console's page writer); answers `send` and `close`.
 */
export async function attachWorker(browser, script = 'searchBenchWorker') {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const worker = targetInfos.find((target) => target.type === 'worker' && target.url.includes(script));
  if (worker === undefined) {
    await session.detach();
    throw new Error(`the worker ${script} is not running`);
  }
  const { sessionId } = await session.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  const waiting = new Map();
  let lastId = 0;
  session.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message);
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const send = async (method, params = {}) => {
    lastId += 1;
    const id = lastId;
    const answer = new Promise((resolve) => waiting.set(id, resolve));
    await session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params }),
    });
    const message = await answer;
    if (message.error) throw new Error(`${method}: ${message.error.message}`);
    return message.result;
  };
  return { send, close: () => session.detach() };
}

/** Sends one DevTools command to the benchmark's worker (or the one `script` names). */
export async function workerCommand(browser, method, params = {}, script) {
  const worker = await attachWorker(browser, script);
  try {
    return await worker.send(method, params);
  } finally {
    await worker.close();
  }
}

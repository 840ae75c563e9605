import type { TestApp } from './build-test-app';

/** A server-sent event stream of a listening test app, read event by event over real HTTP. */
export async function openEventStream(t: TestApp, path: string, token: string) {
  const address = t.app.server.address() as { port: number };
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${address.port}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  return {
    response,
    /** The next whole event's text (its `event:` and `data:` lines). */
    async next(): Promise<string> {
      while (!received.includes('\n\n')) received += decoder.decode((await reader.read()).value, { stream: true });
      const [event, ...rest] = received.split('\n\n');
      received = rest.join('\n\n');
      return event!;
    },
    close: () => controller.abort(),
  };
}

// Runs in its own process (forked by inventory-bench.ts) so the load generator does not share the
// server's event loop. Every response's latency is kept, so p95 comes from all of them (autocannon's
// summary has p97.5 and p99 but no p95).
import autocannon from 'autocannon';

const percentile = (sorted, fraction) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];

process.once('message', (data) => {
  let index = 0;
  const latencies = [];
  let notOk = 0;
  const instance = autocannon(
    {
      url: data.origin,
      connections: data.connections,
      duration: data.seconds,
      headers: { authorization: `Bearer ${data.token}` },
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: data.paths[index++ % data.paths.length] }) },
      ],
    },
    (error, result) => {
      if (error) return process.send({ error: String(error) }, () => process.exit(1));
      const sorted = Float64Array.from(latencies).sort();
      process.send(
        {
          result: {
            requestsPerSecond: latencies.length / (result.duration || data.seconds),
            p50: percentile(sorted, 0.5),
            p95: percentile(sorted, 0.95),
            p99: percentile(sorted, 0.99),
            total: latencies.length,
            failures: notOk + result.errors + result.timeouts,
          },
        },
        () => process.exit(0),
      );
    },
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode !== 200) notOk++;
  });
});

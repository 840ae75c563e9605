// Runs in its own process (forked by inventory-bench.ts) so the load generator does not share the
// server's event loop; autocannon inside a worker thread answers raw results, in a process it summarises.
import autocannon from 'autocannon';

process.once('message', (data) => {
  let index = 0;
  autocannon({
    url: data.origin,
    connections: data.connections,
    duration: data.seconds,
    headers: { authorization: `Bearer ${data.token}` },
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: data.paths[index++ % data.paths.length] }) },
    ],
  }).then(
    (result) => process.send({ result: JSON.parse(JSON.stringify(result)) }, () => process.exit(0)),
    (error) => process.send({ error: String(error) }, () => process.exit(1)),
  );
});

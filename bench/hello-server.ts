import Fastify from 'fastify';

// The baselines: a bare Fastify process started the same way as the shop (tsx), answering /health (start-up)
// and the same hello route as the shop's in-process /__bench/hello (throughput).
const app = Fastify();
app.get('/health', async () => ({ status: 'ok' }));
app.get('/__bench/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });

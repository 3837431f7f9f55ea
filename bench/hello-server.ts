import Fastify from 'fastify';

// The start-up baseline: a bare Fastify process started the same way as the shop (tsx), answering /health.
const app = Fastify();
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });

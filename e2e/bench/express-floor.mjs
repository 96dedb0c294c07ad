// The floor: a bare Express 5 route that parses a JSON body and answers JSON of a given size.
// Benchmarks compare the product's routes with it, measured side by side in the same run.
import express from 'express';

const size = Number(process.env.FLOOR_RESPONSE_BYTES ?? 100);
const app = express();
app.use(express.json());
app.get('/', (_req, res) => res.json({ ok: true }));
app.post('/floor', (req, res) => {
  const base = { success: true, available: true, message: '', conflicts: [] };
  const pad = Math.max(0, size - JSON.stringify(base).length);
  res.json({ ...base, message: 'x'.repeat(pad), echo: typeof req.body === 'object' ? undefined : null });
});
app.listen(Number(process.env.PORT), '127.0.0.1');

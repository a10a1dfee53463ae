import { understandGrammar } from './grammar/match';
for (const r of process.argv.slice(2)) {
  const u = understandGrammar(r, (process.env.L ?? 'de') as never, 'B1' as never);
  console.log(r, '=>', JSON.stringify({ kind: u?.kind, used: u?.used, point: (u as any)?.point?.id, points: (u as any)?.points?.map((p: any) => p.id), declined: (u as any)?.declined?.map((d: any) => d.term?.id ?? d), term: (u as any)?.term?.id, asked: (u as any)?.asked }));
}

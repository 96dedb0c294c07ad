import { ProjectionsLeader } from './projections-leader.js';
import { RedisLease, type LeaseCommandClient } from './redis-lease.js';

/** A lease server in memory that can be made unreachable. */
class FakeRedis implements LeaseCommandClient {
  holder: string | null = null;
  down = false;

  async sendCommand(args: readonly string[]): Promise<unknown> {
    if (this.down) throw new Error('ECONNREFUSED');
    const [command] = args;
    if (command === 'SET') {
      if (this.holder !== null) return null;
      this.holder = args[2]!;
      return 'OK';
    }
    if (command === 'EVAL') {
      const owner = args[4]!;
      if (this.holder !== owner) return 0;
      if (args[1]!.includes('DEL')) this.holder = null;
      return 1;
    }
    return this.holder;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const recorder = () => {
  const calls: string[] = [];
  return { calls, projections: { start: async () => void calls.push('start'), stop: async () => void calls.push('stop') } };
};

describe('ProjectionsLeader', () => {
  it('runs the projections only while it holds the lease, and gives it back on stop', async () => {
    const redis = new FakeRedis();
    const a = recorder();
    const b = recorder();
    const leaderA = new ProjectionsLeader({ lease: new RedisLease(redis, { key: 'k', owner: 'a', ttlMs: 300 }), projections: a.projections });
    const leaderB = new ProjectionsLeader({ lease: new RedisLease(redis, { key: 'k', owner: 'b', ttlMs: 300 }), projections: b.projections });
    await leaderA.start();
    await leaderB.start();
    expect([leaderA.role, leaderB.role]).toEqual(['leader', 'standby']);
    expect(a.calls).toEqual(['start']);

    await leaderA.stop();
    expect(a.calls).toEqual(['start', 'stop']);
    expect(redis.holder).toBeNull();
    await sleep(250);
    expect(leaderB.role).toBe('leader');
    expect(b.calls).toEqual(['start']);
    await leaderB.stop();
  });

  it('keeps leading through a Redis outage only as long as its lease is surely still its own', async () => {
    const redis = new FakeRedis();
    const a = recorder();
    const leader = new ProjectionsLeader({ lease: new RedisLease(redis, { key: 'k', owner: 'a', ttlMs: 400 }), projections: a.projections, intervalMs: 50 });
    await leader.start();
    redis.down = true;
    await sleep(150);
    expect(leader.role).toBe('leader');
    await sleep(450);
    expect(leader.role).toBe('standby');
    expect(a.calls).toEqual(['start', 'stop']);

    // Back up with the lease expired (gone from the fake): it takes it again.
    redis.down = false;
    redis.holder = null;
    await sleep(150);
    expect(leader.role).toBe('leader');
    expect(a.calls).toEqual(['start', 'stop', 'start']);
    await leader.stop();
  });

  it('stands by when another owner holds the lease after a pause', async () => {
    const redis = new FakeRedis();
    const a = recorder();
    const leader = new ProjectionsLeader({ lease: new RedisLease(redis, { key: 'k', owner: 'a', ttlMs: 400 }), projections: a.projections, intervalMs: 50 });
    await leader.start();
    redis.holder = 'someone-else';
    await sleep(150);
    expect(leader.role).toBe('standby');
    expect(a.calls).toEqual(['start', 'stop']);
    await leader.stop();
    expect(redis.holder).toBe('someone-else');
  });
});
